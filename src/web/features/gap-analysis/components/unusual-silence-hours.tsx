import type { HourOfWeek } from '#src/analysis/types'
import { ChartCard } from '#src/web/components/analysis/charts/chart-card'
import {
  combinedHourOfWeek,
  hourLabel,
  WEEKDAYS,
} from '#src/web/components/analysis/charts/hour-of-week'
import { type Expectation, silenceExpectation, unusualShare } from './silence-expectation'

const LEVELS: Record<Expectation, { label: string; className: string }> = {
  0: { label: 'Quiet is normal', className: 'bg-muted' },
  1: { label: 'Sometimes quiet', className: 'bg-warning/45' },
  2: { label: 'Silence is unusual', className: 'bg-danger/75' },
}

/** Premium: the hours of the week in which a silence would stand out for this pair. */
export function UnusualSilenceHours({ hours }: { hours: HourOfWeek }) {
  const levels = silenceExpectation(combinedHourOfWeek(hours))
  const share = unusualShare(levels)
  const summary = `A silence would stand out in ${share}% of the week's hours: the ones you usually share.`
  return (
    <ChartCard title="When Silence Is Unusual" description={summary}>
      <div
        role="img"
        aria-label={`Weekday and hour grid. ${summary}`}
        className="grid grid-cols-[2.25rem_repeat(24,minmax(0,1fr))] gap-px"
      >
        {levels.map((row, day) => (
          <div key={WEEKDAYS[day]} className="contents">
            <span className="pr-1 text-muted-foreground text-xs leading-4">{WEEKDAYS[day]}</span>
            {row.map((level, hour) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the 24 hours are fixed positions
                key={hour}
                title={`${WEEKDAYS[day]} ${hourLabel(hour)}: ${LEVELS[level].label}`}
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
            {LEVELS[level].label}
          </li>
        ))}
      </ul>
    </ChartCard>
  )
}
