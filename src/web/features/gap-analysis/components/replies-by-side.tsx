import { formatDuration } from '#src/analysis/format'
import type { ResponseTimeStats } from '#src/analysis/types'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'

type Side = { label: string; stats: ResponseTimeStats }

function SideRow({ side, longest }: { side: Side; longest: number }) {
  const { medianMinutes, averageMinutes, totalResponses } = side.stats
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{side.label}</span>
        <span className="text-muted-foreground">
          {totalResponses > 0 ? `typically ${formatDuration(medianMinutes)}` : 'No replies yet'}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.max(2, (100 * medianMinutes) / Math.max(1, longest))}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {totalResponses} replies, {formatDuration(averageMinutes)} on average
      </p>
    </div>
  )
}

/** Premium: replies split by side, so a slower stretch says whose replies slowed. */
export function RepliesBySide({ you, them }: { you: ResponseTimeStats; them: ResponseTimeStats }) {
  const longest = Math.max(you.medianMinutes, them.medianMinutes)
  return (
    <ChartCard title="Replies by Side" description="How long each of you usually takes to answer.">
      <div className="flex flex-col gap-4">
        <SideRow side={{ label: 'Your replies', stats: you }} longest={longest} />
        <SideRow side={{ label: 'Their replies', stats: them }} longest={longest} />
      </div>
    </ChartCard>
  )
}
