import type { HourOfWeek } from '#src/analysis/types'
import type { MessageId } from '#src/i18n/messages'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'
import {
  combinedHourOfWeek,
  hourLabel,
  WEEKDAYS,
  weekdayNames,
} from '#src/web/components/analysis/charts/hour-of-week'
import { useT } from '#src/web/lib/i18n/use-t'
import { type Expectation, silenceExpectation, unusualShare } from './silence-expectation'

const LEVELS: Record<Expectation, { label: MessageId; className: string }> = {
  0: { label: 'gap.silenceHours.level.normal', className: 'bg-muted' },
  1: { label: 'gap.silenceHours.level.sometimes', className: 'bg-warning/45' },
  2: { label: 'gap.silenceHours.level.unusual', className: 'bg-danger/75' },
}

/** Premium: the hours of the week in which a silence would stand out for this pair. */
export function UnusualSilenceHours({ hours }: { hours: HourOfWeek }) {
  const { t, locale } = useT()
  const levels = silenceExpectation(combinedHourOfWeek(hours))
  const share = unusualShare(levels)
  const summary = t('gap.silenceHours.summary', { share })
  const days = weekdayNames(locale)
  // Right to left the grid mirrors: the weekdays on the right, the hours running leftwards.
  return (
    <ChartCard title={t('gap.silenceHours.title')} description={summary}>
      <div
        role="img"
        aria-label={t('gap.silenceHours.gridLabel', { summary })}
        className="grid grid-cols-[minmax(2.25rem,auto)_repeat(24,minmax(0,1fr))] gap-px"
      >
        {levels.map((row, day) => (
          <div key={WEEKDAYS[day]} className="contents">
            <span className="pe-1 text-muted-foreground text-xs leading-4">{days[day]}</span>
            {row.map((level, hour) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours are fixed positions
                key={hour}
                title={t('gap.silenceHours.cell', {
                  day: days[day] ?? '',
                  hour: hourLabel(hour),
                  level: t(LEVELS[level].label),
                })}
                className={`h-4 rounded-[2px] ${LEVELS[level].className}`}
              />
            ))}
          </div>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-3 text-muted-foreground text-xs">
        {([2, 1, 0] as const).map((level) => (
          <li key={level} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`size-3 rounded-[2px] ${LEVELS[level].className}`}
            />
            {t(LEVELS[level].label)}
          </li>
        ))}
      </ul>
    </ChartCard>
  )
}
