import { CalendarDays, Hourglass, MessagesSquare, Zap } from 'lucide-react'
import type { QuickStats as QuickStatsData } from '#src/analysis/types'
import { formatEngineMonth } from '#src/i18n/format-dates'
import { formatDecimal } from '#src/i18n/format-numbers'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { formatDurationText } from './analysis-texts'

export type QuickStatsProps = {
  stats: QuickStatsData
  className?: string
}

/** docs/product.md §2: Quickest Response, Longest Gap, Most Active Month, Messages/Day. */
export function QuickStats({ stats, className }: QuickStatsProps) {
  const { t, locale } = useT()
  const items = [
    {
      label: t('analysis.quickStats.quickestResponse'),
      value: formatDurationText(stats.quickestResponse, locale, t),
      icon: Zap,
    },
    {
      label: t('analysis.quickStats.longestGap'),
      value: formatDurationText(stats.longestGap, locale, t),
      icon: Hourglass,
    },
    {
      label: t('analysis.quickStats.mostActiveMonth'),
      value: formatEngineMonth(stats.mostActiveMonth, locale),
      icon: CalendarDays,
    },
    {
      label: t('analysis.quickStats.messagesPerDay'),
      value: formatDecimal(stats.averageDaily, locale),
      icon: MessagesSquare,
    },
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
