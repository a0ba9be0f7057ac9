import { ArrowLeft, CalendarRange, Settings, TrendingUp, Upload } from 'lucide-react'
import { Link } from 'react-router'
import { ExportDialog } from '#src/web/components/exports/export-dialog'
import { Button } from '#src/web/components/ui/button'
import { formatWallClockRange } from '#src/web/lib/format-date'

type AnalysisHeaderProps = {
  connection: { id: string; name: string; relationshipType: string | null }
  nickname: string | null
  dateRangeStart: string
  dateRangeEnd: string
  onUploadNewer: () => void
}

/** Spec §2: name and date range, 'View Gap Analysis' and 'Settings'. */
export function AnalysisHeader(props: AnalysisHeaderProps) {
  const { connection, nickname, dateRangeStart, dateRangeEnd, onUploadNewer } = props
  return (
    <div className="flex flex-col gap-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="truncate font-semibold text-3xl tracking-tight">
            {connection.name}
            {nickname ? (
              <span className="ml-2 font-normal text-muted-foreground text-xl">“{nickname}”</span>
            ) : null}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            {connection.relationshipType ? <span>{connection.relationshipType}</span> : null}
            <span className="flex items-center gap-1.5">
              <CalendarRange aria-hidden="true" className="size-4" />
              {formatWallClockRange(dateRangeStart, dateRangeEnd)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/connections/${connection.id}/gap-analysis`}>
              <TrendingUp aria-hidden="true" />
              View Gap Analysis
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/connections/${connection.id}/settings`}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          <ExportDialog connectionId={connection.id} name={connection.name} />
          <Button variant="outline" onClick={onUploadNewer}>
            <Upload aria-hidden="true" />
            Upload newer chat
          </Button>
        </div>
      </div>
    </div>
  )
}
