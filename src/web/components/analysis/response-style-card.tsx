import { Clock } from 'lucide-react'
import type { ResponseDistribution } from '#src/analysis/types'
import { formatPercent } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import { cn } from '#src/web/lib/cn'
import { T } from '#src/web/lib/i18n/t'
import { useT } from '#src/web/lib/i18n/use-t'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

export type ResponseStyleCardProps = {
  /** e.g. '12.5 minutes', already in the reader's language */
  averageResponse: string
  totalResponses: number
  /** docs/product.md §9 buckets, percentages of all responses. */
  distribution: ResponseDistribution
  /** The response insight sentence. */
  insight: string
  className?: string
}

const BUCKETS: { key: keyof ResponseDistribution; label: MessageId }[] = [
  { key: 'immediate', label: 'analysis.responseStyle.bucket.within5Minutes' },
  { key: 'under_1_hour', label: 'analysis.responseStyle.bucket.within1Hour' },
  { key: 'under_4_hours', label: 'analysis.responseStyle.bucket.within4Hours' },
  { key: 'under_24_hours', label: 'analysis.responseStyle.bucket.withinADay' },
  { key: 'over_24_hours', label: 'analysis.responseStyle.bucket.overADay' },
]

export function ResponseStyleCard(props: ResponseStyleCardProps) {
  const { averageResponse, totalResponses, distribution, insight, className } = props
  const { t, locale } = useT()
  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          {t('analysis.responseStyle.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm">
          <T
            id="analysis.responseStyle.summary"
            values={{ average: averageResponse, count: totalResponses }}
            components={{
              0: <strong className="tabular-nums" />,
              1: <strong className="tabular-nums" />,
            }}
          />
        </p>
        <ul className="flex flex-col gap-1.5">
          {BUCKETS.map(({ key, label }) => (
            <li key={key} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-2 text-xs">
              <span className="text-muted-foreground">{t(label)}</span>
              <span className="h-2 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-primary/70"
                  style={{ width: `${distribution[key]}%` }}
                />
              </span>
              <span className="text-end tabular-nums">
                {formatPercent(distribution[key], locale)}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-sm leading-relaxed">{insight}</p>
      </CardContent>
    </Card>
  )
}
