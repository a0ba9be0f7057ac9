import type { HourOfWeek } from '#src/analysis/types'
import { ChartCard } from './chart-card'
import { busiestHour, combinedHourOfWeek, hourLabel, WEEKDAYS } from './hour-of-week'

/** When you talk: every hour of the week, darker for more messages (both of you). */
export function HourOfWeekHeatmap({ hours }: { hours: HourOfWeek }) {
  const grid = combinedHourOfWeek(hours)
  const max = Math.max(1, ...grid.flat())
  const peak = busiestHour(grid)
  const summary = peak
    ? `You talk most on ${WEEKDAYS[peak.day]} around ${hourLabel(peak.hour)}.`
    : 'No messages yet.'
  return (
    <ChartCard title="When You Talk" description={summary}>
      <div>
        <div
          role="img"
          aria-label={`Heatmap of messages by weekday and hour. ${summary}`}
          className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-px sm:gap-0.5"
        >
          {grid.map((row, day) => (
            <div key={WEEKDAYS[day]} className="contents">
              <span className="pr-1 text-muted-foreground text-xs leading-5">{WEEKDAYS[day]}</span>
              {row.map((count, hour) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours are fixed positions
                  key={hour}
                  title={`${WEEKDAYS[day]} ${hourLabel(hour)}: ${count} messages`}
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
