import { Clock } from 'lucide-react'
import type { ResponseDistribution } from '#src/analysis/types'
import { cn } from '../../lib/cn'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'

export type ResponseStyleCardProps = {
  /** e.g. '12.5 minutes' */
  averageResponse: string
  totalResponses: number
  /** Spec §9 buckets, percentages of all responses. */
  distribution: ResponseDistribution
  /** The response insight sentence. */
  insight: string
  className?: string
}

const BUCKETS: { key: keyof ResponseDistribution; label: string }[] = [
  { key: 'immediate', label: 'Within 5 min' },
  { key: 'under_1_hour', label: 'Within 1 hour' },
  { key: 'under_4_hours', label: 'Within 4 hours' },
  { key: 'under_24_hours', label: 'Within a day' },
  { key: 'over_24_hours', label: 'Over a day' },
]

export function ResponseStyleCard(props: ResponseStyleCardProps) {
  const { averageResponse, totalResponses, distribution, insight, className } = props
  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          Response Style
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm">
          Average reply <strong className="tabular-nums">{averageResponse}</strong> across{' '}
          <strong className="tabular-nums">{totalResponses.toLocaleString('en-US')}</strong>{' '}
          responses
        </p>
        <ul className="flex flex-col gap-1.5">
          {BUCKETS.map(({ key, label }) => (
            <li key={key} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-2 text-xs">
              <span className="text-muted-foreground">{label}</span>
              <span className="h-2 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-primary/70"
                  style={{ width: `${distribution[key]}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{distribution[key]}%</span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-sm leading-relaxed">{insight}</p>
      </CardContent>
    </Card>
  )
}
