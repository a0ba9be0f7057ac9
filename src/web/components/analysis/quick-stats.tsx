import { CalendarDays, Hourglass, MessagesSquare, Zap } from 'lucide-react'
import type { QuickStats as QuickStatsData } from '#src/analysis/types'
import { cn } from '../../lib/cn'

export type QuickStatsProps = {
  stats: QuickStatsData
  className?: string
}

/** Spec §2: Quickest Response, Longest Gap, Most Active Month, Messages/Day. */
export function QuickStats({ stats, className }: QuickStatsProps) {
  const items = [
    { label: 'Quickest Response', value: stats.quickestResponse, icon: Zap },
    { label: 'Longest Gap', value: stats.longestGap, icon: Hourglass },
    { label: 'Most Active Month', value: stats.mostActiveMonth, icon: CalendarDays },
    { label: 'Messages/Day', value: String(stats.averageDaily), icon: MessagesSquare },
  ]
  return (
    <dl className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', className)}>
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col gap-1 rounded-lg bg-muted p-4">
          <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </dt>
          <dd className="font-semibold text-base tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
