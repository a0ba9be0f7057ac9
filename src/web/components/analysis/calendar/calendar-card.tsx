import { CalendarDays } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { Rhythm } from '#src/analysis/types'
import { formatYear } from '#src/i18n/format-dates'
import { useT } from '#src/web/lib/i18n/use-t'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { CalendarGrid } from './calendar-grid'
import {
  type CalendarDay,
  calendarLevels,
  calendarYear,
  calendarYears,
  dayOfDate,
} from './calendar-year'
import { StreakPanel } from './streak-panel'
import { YearPicker } from './year-picker'

/**
 * Messages per day, a year at a time, in weeks × weekdays, with the longest streak beside it.
 * The grid is one tab stop; the arrow keys move by day and week, Home and End to the year's
 * ends, and each day names its date and messages.
 */
export function CalendarCard({ rhythm }: { rhythm: Rhythm }) {
  const { t, locale } = useT()
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
  const busy = days.filter((day) => day.count > 0).length
  const yearName = formatYear(year, locale)

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            {t('analysis.calendar.title')}
          </CardTitle>
          <CardDescription>
            {t('analysis.calendar.summary', { count: busy, year: yearName })}
          </CardDescription>
        </div>
        <YearPicker years={years} year={year} yearName={yearName} onChoose={setYear} />
      </CardHeader>
      <CardContent className="flex flex-col gap-6 lg:flex-row lg:items-start">
        {/* A new year starts the grid afresh: its chosen day, and the scroll to it. */}
        <CalendarGrid
          key={year}
          grid={grid}
          days={days}
          levels={levels}
          exportDays={exportDays}
          yearName={yearName}
        />
        <StreakPanel streaks={streaks} lastDate={coverage.lastDate} />
      </CardContent>
    </Card>
  )
}
