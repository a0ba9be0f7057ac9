import type { MonthlyStat } from '#src/analysis/types'
import { Card, CardContent, CardDescription, CardHeader } from '#src/web/components/ui/card'
import { cn } from '#src/web/lib/cn'
import { STATE_ORDER, STATE_STYLES } from './emotional-states'
import { statMonthKey } from './timeline-months'

type MonthByMonthProps = {
  months: MonthlyStat[]
  selectedKey: string | null
}

/** Every month as a bar: its height is how much you talked, its colour how the month felt. */
export function MonthByMonth({ months, selectedKey }: MonthByMonthProps) {
  const most = Math.max(1, ...months.map((m) => m.messageCount))
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight">Month by month</h2>
        <CardDescription>
          Bar height is how much you talked; colour is the month’s mood.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex h-36 items-end gap-1 overflow-x-auto pb-6">
          {months.map((month, index) => {
            const key = statMonthKey(month)
            const selected = key === selectedKey
            const showLabel = months.length <= 12 || month.month === 'Jan' || index === 0
            return (
              <li
                key={key}
                title={`${month.month} ${month.year}: ${month.emotionalState}. ${month.description}`}
                className="relative flex h-full min-w-4 flex-1 flex-col justify-end"
              >
                <span className="sr-only">
                  {month.month} {month.year}: {month.emotionalState}, {month.messageCount} messages.
                </span>
                <span
                  aria-hidden="true"
                  style={{ height: `${Math.max(6, (month.messageCount / most) * 100)}%` }}
                  className={cn(
                    'block w-full rounded-t-md transition-opacity',
                    STATE_STYLES[month.emotionalState].bar,
                    selectedKey && !selected && 'opacity-45',
                    selected && 'ring-2 ring-primary ring-offset-2 ring-offset-surface',
                  )}
                />
                {showLabel ? (
                  <span
                    aria-hidden="true"
                    className="-bottom-6 absolute left-0 whitespace-nowrap text-[0.7rem] text-muted-foreground"
                  >
                    {months.length <= 12
                      ? month.month
                      : `${month.month} ’${String(month.year).slice(2)}`}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ol>
        <ul aria-label="Moods" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
          {STATE_ORDER.map((state) => (
            <li key={state} className="flex items-center gap-1.5 text-muted-foreground">
              <span
                aria-hidden="true"
                className={cn('size-2.5 rounded-sm', STATE_STYLES[state].bar)}
              />
              <span className="font-medium text-foreground">{state}</span>
              <span className="hidden sm:inline">· {STATE_STYLES[state].meaning}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
