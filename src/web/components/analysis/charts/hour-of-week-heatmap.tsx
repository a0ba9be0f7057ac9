import type { HourOfWeek } from '#src/analysis/types'
import { useT } from '#src/web/lib/i18n/use-t'
import { ChartCard } from './chart-card'
import { busiestHour, combinedHourOfWeek, hourLabel, WEEKDAYS, weekdayNames } from './hour-of-week'

/** When you talk: every hour of the week, darker for more messages (both of you). */
export function HourOfWeekHeatmap({ hours }: { hours: HourOfWeek }) {
  const grid = combinedHourOfWeek(hours)
  const max = Math.max(1, ...grid.flat())
  const peak = busiestHour(grid)
  const { t, locale } = useT()
  const days = weekdayNames(locale)
  // The sentence names the day in full; English keeps its short names ('Mon') as it always has.
  const longDays = weekdayNames(locale, 'long')
  const summary = peak
    ? t('analysis.charts.heatmap.summary', {
        day: longDays[peak.day] ?? '',
        hour: hourLabel(peak.hour),
      })
    : t('analysis.charts.heatmap.empty')
  return (
    <ChartCard title={t('analysis.charts.heatmap.title')} description={summary}>
      <div>
        <div
          role="img"
          aria-label={t('analysis.charts.heatmap.label', { summary })}
          className="grid grid-cols-[minmax(2.25rem,max-content)_repeat(24,minmax(0,1fr))] gap-px sm:gap-0.5"
        >
          {grid.map((row, day) => (
            <div key={WEEKDAYS[day]} className="contents">
              <span className="pe-1 text-muted-foreground text-xs leading-5">{days[day]}</span>
              {row.map((count, hour) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours are fixed positions
                  key={hour}
                  title={t('analysis.charts.heatmap.cell', {
                    day: days[day] ?? '',
                    hour: hourLabel(hour),
                    count,
                  })}
                  className="h-4 rounded-[2px] bg-primary sm:h-5"
                  style={{ opacity: count === 0 ? 0.06 : 0.15 + 0.85 * (count / max) }}
                />
              ))}
            </div>
          ))}
          <span />
          {[0, 6, 12, 18].map((hour) => (
            <span key={hour} className="col-span-6 text-muted-foreground text-xs">
              {hourLabel(hour)}
            </span>
          ))}
        </div>
      </div>
    </ChartCard>
  )
}
