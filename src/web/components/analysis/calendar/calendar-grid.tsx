import type { ReactNode } from 'react'
import { formatIsoDate, formatShortMonth } from '#src/i18n/format-dates'
import { direction } from '#src/i18n/locales'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { weekdayNames } from '../charts/hour-of-week'
import { CalendarLegend, OUTSIDE, shade } from './calendar-legend'
import {
  type CalendarDay,
  type CalendarLevel,
  type CalendarYear,
  levelOf,
  weekStart,
} from './calendar-year'
import { useGridFocus } from './use-grid-focus'

/** Arabic's weekdays have no short names: their column is wider. */
const labelWidth = (rtl: boolean) => (rtl ? 'w-12 min-w-12' : 'w-8 min-w-8')

/**
 * One year of days as an ARIA data grid: weeks across, weekdays down, each day shaded by its
 * messages and named with its date; the chosen day's name below, and the legend.
 */
export function CalendarGrid({
  grid,
  days,
  levels,
  exportDays,
  yearName,
}: {
  grid: CalendarYear
  days: CalendarDay[]
  levels: CalendarLevel[]
  exportDays: { first: number; last: number }
  yearName: string
}) {
  const { t, locale } = useT()
  const rtl = direction(locale) === 'rtl'
  const latest = days.filter((day) => day.count > 0).at(-1)?.day
  const startDay = latest ?? Math.max(grid.firstDay, exportDays.first)
  const { active, focus, onKeyDown, cellRef, scroller } = useGridFocus(grid, startDay, rtl)
  const dayName = (day: CalendarDay) => {
    const date = formatIsoDate(day.date, locale)
    return day.inExport
      ? t('analysis.calendar.day', { date, count: day.count })
      : t('analysis.calendar.dayOutside', { date })
  }
  const activeDay = days.find((day) => day.day === active)

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3">
      <div ref={scroller} className="overflow-x-auto pb-2" data-testid="calendar-scroll">
        <div className="flex w-max flex-col gap-[3px] p-0.5">
          <MonthLabels grid={grid} rtl={rtl} />
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA data grid pattern, a table whose arrow keys reach the page in a screen reader
            role="grid"
            aria-label={t('analysis.calendar.gridLabel', { year: yearName })}
            onKeyDown={onKeyDown}
            className="border-separate border-spacing-[3px]"
          >
            <tbody>
              {weekdayNames(locale).map((weekday, row) => (
                <WeekdayRow
                  key={weekday}
                  weekday={weekday}
                  row={row}
                  grid={grid}
                  rtl={rtl}
                  cell={(day) => (
                    <DayCell
                      key={day.date}
                      day={day}
                      name={dayName(day)}
                      shading={
                        day.inExport ? shade(levelOf(day.count, levels), levels.length) : OUTSIDE
                      }
                      active={day.day === active}
                      cellRef={cellRef(day.day)}
                      onFocus={() => focus(day.day)}
                    />
                  )}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <p className="min-h-5 text-sm tabular-nums">{activeDay ? dayName(activeDay) : ''}</p>
      <CalendarLegend levels={levels} showOutside={days.some((day) => !day.inExport)} />
    </div>
  )
}

/** A weekday's row: its name, then that weekday of each week (an empty cell outside the year). */
function WeekdayRow({
  weekday,
  row,
  grid,
  rtl,
  cell,
}: {
  weekday: string
  row: number
  grid: CalendarYear
  rtl: boolean
  cell: (day: CalendarDay) => ReactNode
}) {
  return (
    <tr>
      <th
        scope="row"
        className={cn(
          'sticky start-0 z-10 whitespace-nowrap bg-surface p-0 text-start font-normal text-[10px] text-muted-foreground leading-3',
          labelWidth(rtl),
          row % 2 === 1 && 'text-transparent',
        )}
      >
        {weekday}
      </th>
      {grid.weeks.map((week) => {
        const day = week[row]
        return day ? cell(day) : <td key={weekStart(week)} className="size-3 p-0" />
      })}
    </tr>
  )
}

/** A day of the grid: focusable with the arrow keys, named with its date and messages. */
function DayCell({
  day,
  name,
  shading,
  active,
  cellRef,
  onFocus,
}: {
  day: CalendarDay
  name: string
  shading: string
  active: boolean
  cellRef: (element: HTMLElement | null) => void
  onFocus: () => void
}) {
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the data grid, focusable with the arrow keys
      role="gridcell"
      ref={cellRef}
      tabIndex={active ? 0 : -1}
      aria-label={name}
      title={name}
      data-count={day.count}
      onFocus={onFocus}
      className={cn(
        'size-3 rounded-[3px] p-0 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        shading,
      )}
    />
  )
}

/** The month names above the weeks they start in (for the eye: the days name their dates). */
function MonthLabels({ grid, rtl }: { grid: CalendarYear; rtl: boolean }) {
  const { locale } = useT()
  return (
    <div aria-hidden="true" className="flex gap-[3px] px-[3px]">
      <span className={cn('sticky start-0 z-10 shrink-0 bg-surface', labelWidth(rtl))} />
      {grid.weeks.map((week, index) => {
        const starts = grid.monthStarts.find((start) => start.week === index)
        return (
          <span
            key={weekStart(week)}
            className="w-3 shrink-0 overflow-visible whitespace-nowrap text-[10px] text-muted-foreground leading-4"
          >
            {starts ? formatShortMonth(starts.month, locale) : ''}
          </span>
        )
      })}
    </div>
  )
}
