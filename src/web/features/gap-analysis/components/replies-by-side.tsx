import type { ResponseTimeStats } from '#src/analysis/types'
import { formatMinutes } from '#src/i18n/format-numbers'
import type { MessageId } from '#src/i18n/messages'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'
import { useT } from '#src/web/lib/i18n/use-t'

type Side = { label: MessageId; stats: ResponseTimeStats }

function SideRow({ side, longest }: { side: Side; longest: number }) {
  const { t, locale } = useT()
  const { medianMinutes, averageMinutes, totalResponses } = side.stats
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{t(side.label)}</span>
        <span className="text-muted-foreground">
          {totalResponses > 0
            ? t('gap.replies.typically', { duration: formatMinutes(medianMinutes, locale) })
            : t('gap.replies.none')}
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${Math.max(2, (100 * medianMinutes) / Math.max(1, longest))}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        {t('gap.replies.stats', {
          count: totalResponses,
          duration: formatMinutes(averageMinutes, locale),
        })}
      </p>
    </div>
  )
}

/** Premium: replies split by side, so a slower stretch says whose replies slowed. */
export function RepliesBySide({ you, them }: { you: ResponseTimeStats; them: ResponseTimeStats }) {
  const { t } = useT()
  const longest = Math.max(you.medianMinutes, them.medianMinutes)
  return (
    <ChartCard title={t('gap.replies.title')} description={t('gap.replies.description')}>
      <div className="flex flex-col gap-4">
        <SideRow side={{ label: 'gap.side.yourReplies', stats: you }} longest={longest} />
        <SideRow side={{ label: 'gap.side.theirReplies', stats: them }} longest={longest} />
      </div>
    </ChartCard>
  )
}
