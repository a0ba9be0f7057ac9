import { CalendarRange, Settings, Sparkles, TrendingUp, Upload } from 'lucide-react'
import { Link } from 'react-router'
import type { RelationshipType } from '#src/contract/connections'
import { formatWallClockRange } from '#src/i18n/format-dates'
import { dateTimeFormat } from '#src/i18n/format-intl'
import { BackLink } from '#src/web/components/back-link'
import { RELATIONSHIP_TYPE_MESSAGES } from '#src/web/components/connections/relationship-type-texts'
import { ExportDialog } from '#src/web/components/exports/export-dialog'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'

type AnalysisHeaderProps = {
  connection: { id: string; name: string; relationshipType: RelationshipType | null }
  nickname: string | null
  dateRangeStart: string
  dateRangeEnd: string
  /** The newest year with a message, for "Your year"; null on an analysis saved before it. */
  latestYear: number | null
  onUploadNewer: () => void
}

/** docs/product.md §2: name and date range, 'View Gap Analysis' and 'Settings'. */
export function AnalysisHeader(props: AnalysisHeaderProps) {
  const { connection, nickname, dateRangeStart, dateRangeEnd, latestYear, onUploadNewer } = props
  const { t, locale } = useT()
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/dashboard" className="self-start">
        {t('connections.dashboard')}
      </BackLink>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="truncate font-semibold text-3xl tracking-tight">
            {connection.name}
            {nickname ? (
              <span className="ms-2 font-normal text-muted-foreground text-xl">
                {t('connections.header.nickname', { nickname })}
              </span>
            ) : null}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            {connection.relationshipType ? (
              <span>{t(RELATIONSHIP_TYPE_MESSAGES[connection.relationshipType])}</span>
            ) : null}
            <span className="flex items-center gap-1.5">
              <CalendarRange aria-hidden="true" className="size-4" />
              {dateRange(dateRangeStart, dateRangeEnd, locale)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/connections/${connection.id}/gap-analysis`}>
              <TrendingUp aria-hidden="true" />
              {t('connections.header.gapAnalysis')}
            </Link>
          </Button>
          {latestYear !== null ? (
            <Button asChild variant="outline">
              <Link to={`/connections/${connection.id}/year/${latestYear}`}>
                <Sparkles aria-hidden="true" />
                {t('year.entry.openYear', { year: String(latestYear) })}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={`/connections/${connection.id}/settings`}>
              <Settings aria-hidden="true" />
              {t('connections.header.settings')}
            </Link>
          </Button>
          <ExportDialog connectionId={connection.id} name={connection.name} />
          <Button variant="outline" onClick={onUploadNewer}>
            <Upload aria-hidden="true" />
            {t('connections.header.uploadNewer')}
          </Button>
        </div>
      </div>
    </div>
  )
}

/**
 * The analysis' wall-clock range: English as docs/product.md §2 shows it ('Jan 2, 2023 – Jun 30, 2023'),
 * other languages through Intl, read as UTC so the export's dates never shift.
 */
function dateRange(start: string, end: string, locale: string): string {
  if (locale.startsWith('en')) return formatWallClockRange(start, end)
  const from = dayOf(start)
  const to = dayOf(end)
  if (!from || !to || to < from) return formatWallClockRange(start, end)
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).formatRange(from, to)
}

function dayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}
