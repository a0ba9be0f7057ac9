import { CalendarRange, Quote } from 'lucide-react'
import type { GapAnalysisData } from '#src/analysis/types'
import { formatWallClockPaddedRange } from '#src/i18n/format-dates'
import { reassuranceText } from '#src/i18n/gap-texts'
import { BackLink } from '#src/web/components/back-link'
import { relationshipTypeText } from '#src/web/components/connections/relationship-type-texts'
import { Badge } from '#src/web/components/ui/badge'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'

/** docs/product.md §2 header: back, title with the name, relationship type, date range, reassurance. */
export function GapHeader({ data }: { data: GapAnalysisData }) {
  const { t, locale } = useT()
  return (
    <header className="flex flex-col gap-5">
      {/* "Back to Analysis" goes to the connection's page, where its analysis is. */}
      <BackLink to={`/connections/${data.connectionId}`} className="self-start">
        {t('gap.header.back')}
      </BackLink>
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">
          <T
            id="gap.header.title"
            values={{ name: data.connectionName }}
            components={{ 0: <span className="text-primary" /> }}
          />
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm">
          <Badge variant="purple">{relationshipTypeText(data.connectionType, t)}</Badge>
          <span className="flex items-center gap-1.5">
            <CalendarRange aria-hidden="true" className="size-4" />
            {formatWallClockPaddedRange(data.dateRange.start, data.dateRange.end, locale)}
          </span>
        </div>
      </div>
      <figure className="flex gap-3 rounded-xl border border-primary/15 bg-primary-soft px-5 py-4 text-primary-soft-foreground">
        <Quote aria-hidden="true" className="mt-0.5 size-5 shrink-0 opacity-70" />
        <blockquote className="text-pretty leading-relaxed">{reassuranceText(data, t)}</blockquote>
      </figure>
    </header>
  )
}
