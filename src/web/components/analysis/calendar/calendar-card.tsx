import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import type { Rhythm } from '#src/analysis/types'
import { direction } from '#src/i18n/locales'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { Button } from '../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { weekdayNames } from '../charts/hour-of-week'
import { CalendarLegend, OUTSIDE, shade } from './calendar-legend'
import {
  type CalendarDay,
  calendarLevels,
  calendarYear,
  calendarYears,
  dayOfDate,
  levelOf,
} from './calendar-year'

/** Dates in the reader's language, one Intl formatter for the whole grid. */
function useDateFormat(locale: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    return (date: string) => {
      const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
      return format.format(Date.UTC(year, month - 1, day))
    }
  }, [locale])
}

/** Which day the arrow keys move to from `day` (right to left, the weeks run the other way). */
function keyTarget(key: string, day: number, rtl: boolean, first: number, last: number) {
  const week = rtl ? -7 : 7
  const moves: Record<string, number> = {
    ArrowUp: day - 1,
    ArrowDown: day + 1,
    ArrowLeft: day - week,
    ArrowRight: day + week,
    Home: first,
    End: last,
  }
  const target = moves[key]
  return target === undefined ? null : Math.min(last, Math.max(first, target))
}

/**
 * Messages per day, a year at a time, in weeks × weekdays, with the longest streak beside it.
 * The grid is one tab stop; the arrow keys move by day and week, Home and End to the year's
 * ends, and each day names its date and messages.
 */
export function CalendarCard({ rhythm }: { rhythm: Rhythm }) {
  const { t, locale } = useT()
  const rtl = direction(locale) === 'rtl'
  // Arabic's weekdays have no short names: their column is wider.
  const labelWidth = rtl ? 'w-12 min-w-12' : 'w-8 min-w-8'
  const formatDate = useDateFormat(locale)
  const { calendar, streaks, coverage } = rhythm
  const years = calendarYears(coverage.firstDate, coverage.lastDate)
  const [year, setYear] = useState(years.at(-1) ?? 0)
  const counts = useMemo(() => new Map(calendar.days), [calendar.days])
  const levels = useMemo(() => calendarLevels(counts.values()), [counts])
  const exportDays = useMemo(
    () => ({ first: dayOfDate(coverage.firstDate), last: dayOfDate(coverage.lastDate) }),
    [coverage.firstDate, coverage.lastDate],
  )
  const grid = useMemo(() => calendarYear(year, counts, exportDays), [year, counts, exportDays])
  const days = useMemo(
    () => grid.weeks.flat().filter((day): day is CalendarDay => day !== null),
    [grid],
  )
  const busy = days.filter((day) => day.count > 0)
  const [focused, setFocused] = useState<number | null>(null)
  const active = focused ?? busy.at(-1)?.day ?? Math.max(grid.firstDay, exportDays.first)
  const cells = useRef(new Map<number, HTMLElement>())
  const moved = useRef(false)
  const scroller = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    cells.current.get(active)?.focus()
  }, [active])

  // A year is wider than a phone: show the chosen day (the latest with messages) at first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the year changes
  useEffect(() => {
    const box = scroller.current
    const cell = cells.current.get(active)
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return
    const boxRect = box.getBoundingClientRect()
    const cellRect = cell.getBoundingClientRect()
    box.scrollBy({ left: cellRect.left + cellRect.width / 2 - (boxRect.left + boxRect.width / 2) })
  }, [year])

  const yearText = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' })
  const yearName = yearText.format(Date.UTC(year, 0, 1))
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const weekdays = weekdayNames(locale)
  const dayName = (day: CalendarDay) =>
    day.inExport
      ? t('analysis.calendar.day', { date: formatDate(day.date), count: day.count })
      : t('analysis.calendar.dayOutside', { date: formatDate(day.date) })
  const activeDay = days.find((day) => day.day === active)

  const chooseYear = (next: number) => {
    setYear(next)
    setFocused(null)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, active, rtl, grid.firstDay, grid.lastDay)
    if (target === null) return
    event.preventDefault()
    moved.current = true
    setFocused(target)
  }
  const index = years.indexOf(year)
  const previous = years[index - 1]
  const next = years[index + 1]
  const lastDate = formatDate(coverage.lastDate)

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            {t('analysis.calendar.title')}
          </CardTitle>
          <CardDescription>
            {t('analysis.calendar.summary', { count: busy.length, year: yearName })}
          </CardDescription>
        </div>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t('analysis.calendar.year')}</legend>
          <Button
            variant="outline"
            size="icon"
            disabled={previous === undefined}
            onClick={() => previous !== undefined && chooseYear(previous)}
            aria-label={t('analysis.calendar.previousYear')}
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
          <output aria-live="polite" className="min-w-16 text-center font-medium tabular-nums">
            {yearName}
          </output>
          <Button
            variant="outline"
            size="icon"
            disabled={next === undefined}
            onClick={() => next !== undefined && chooseYear(next)}
            aria-label={t('analysis.calendar.nextYear')}
          >
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </fieldset>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div ref={scroller} className="overflow-x-auto pb-2" data-testid="calendar-scroll">
            <div className="flex w-max flex-col gap-[3px] p-0.5">
              <div aria-hidden="true" className="flex gap-[3px] px-[3px]">
                <span className={cn('sticky start-0 z-10 shrink-0 bg-surface', labelWidth)} />
                {grid.weeks.map((_, week) => {
                  const starts = grid.monthStarts.find((m) => m.week === week)
                  return (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: a year's weeks are fixed positions
                      key={week}
                      className="w-3 shrink-0 overflow-visible whitespace-nowrap text-[10px] text-muted-foreground leading-4"
                    >
                      {starts ? monthName.format(Date.UTC(year, starts.month - 1, 1)) : ''}
                    </span>
                  )
                })}
              </div>
              <table
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA data grid pattern, a table whose arrow keys reach the page in a screen reader
                role="grid"
                aria-label={t('analysis.calendar.gridLabel', { year: yearName })}
                onKeyDown={onKeyDown}
                className="border-separate border-spacing-[3px]"
              >
                <tbody>
                  {weekdays.map((weekday, row) => (
                    <tr key={weekday}>
                      <th
                        scope="row"
                        className={cn(
                          'sticky start-0 z-10 whitespace-nowrap bg-surface p-0 text-start font-normal text-[10px] text-muted-foreground leading-3',
                          labelWidth,
                          row % 2 === 1 && 'text-transparent',
                        )}
                      >
                        {weekday}
                      </th>
                      {grid.weeks.map((week, column) => {
                        const day = week[row]
                        if (!day)
                          // biome-ignore lint/suspicious/noArrayIndexKey: a year's weeks are fixed positions
                          return <td key={column} className="size-3 p-0" />
                        const name = dayName(day)
                        return (
                          <td
                            key={day.date}
                            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the data grid, focusable with the arrow keys
                            role="gridcell"
                            ref={(element) => {
                              if (element) cells.current.set(day.day, element)
                              else cells.current.delete(day.day)
                            }}
                            tabIndex={day.day === active ? 0 : -1}
                            aria-label={name}
                            title={name}
                            data-count={day.count}
                            onFocus={() => setFocused(day.day)}
                            className={cn(
                              'size-3 rounded-[3px] p-0 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                              day.inExport
                                ? shade(levelOf(day.count, levels), levels.length)
                                : OUTSIDE,
                            )}
                          />
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <p className="min-h-5 text-sm tabular-nums">{activeDay ? dayName(activeDay) : ''}</p>
          <CalendarLegend levels={levels} showOutside={days.some((day) => !day.inExport)} />
        </div>
        <dl className="grid shrink-0 grid-cols-2 gap-4 lg:w-52 lg:grid-cols-1">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-sm">
              {t('analysis.calendar.longestStreak')}
            </dt>
            <dd className="font-semibold text-2xl tabular-nums">
              {t('analysis.calendar.streakDays', { count: streaks.longestDays })}
            </dd>
            <dd className="text-muted-foreground text-xs">
              {t('analysis.calendar.streakFrom', { date: formatDate(streaks.longestStart) })}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground text-sm">
              {t('analysis.calendar.currentStreak')}
            </dt>
            <dd className="font-semibold text-2xl tabular-nums">
              {t('analysis.calendar.streakDays', { count: streaks.currentDays })}
            </dd>
            <dd className="text-muted-foreground text-xs">
              {t('analysis.calendar.streakUntil', { date: lastDate })}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
