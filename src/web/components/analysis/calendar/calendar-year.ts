// The calendar heatmap's arithmetic: a year laid out in Monday weeks, and the levels its colours
// stand for. Wall-clock days (src/analysis/calendar.ts), never `Date`, so every time zone sees
// the same year.

import { civilFromDays, daysFromCivil, weekdayOfDay } from '#src/analysis/calendar'

/** One day of the grid: its day number (days since 2000-01-01), date and messages. */
export interface CalendarDay {
  day: number
  /** 'YYYY-MM-DD' */
  date: string
  count: number
  /** Between the export's first and last day, both included. */
  inExport: boolean
}

export interface CalendarYear {
  year: number
  /** Columns of seven rows (Monday first); null where a week reaches into another year. */
  weeks: (CalendarDay | null)[][]
  /** The week each month starts in, January first. */
  monthStarts: { month: number; week: number }[]
  firstDay: number
  lastDay: number
}

/** 'YYYY-MM-DD' to a day number. */
export function dayOfDate(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return daysFromCivil(year, month, day)
}

function dateOfDay(day: number): string {
  const { year, month, day: dayOfMonth } = civilFromDays(day)
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`
}

/** The day number of a week's Monday, whichever of its days lie in the year. */
export function weekStart(week: readonly (CalendarDay | null)[]): number {
  const at = week.findIndex((day) => day !== null)
  return (week[at]?.day ?? 0) - at
}

/**
 * The day the arrow keys move to from `day`, within [first, last]: up and down by a day, left
 * and right by a week (the other way round right to left), Home and End to the ends; null for
 * any other key.
 */
export function keyTarget(key: string, day: number, rtl: boolean, first: number, last: number) {
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

/** The years from the export's first day to its last, oldest first. */
export function calendarYears(firstDate: string, lastDate: string): number[] {
  const first = Number(firstDate.slice(0, 4))
  const last = Number(lastDate.slice(0, 4))
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i)
}

/** `year` in weeks × weekdays, each day with its messages from `counts` ('YYYY-MM-DD' → n). */
export function calendarYear(
  year: number,
  counts: ReadonlyMap<string, number>,
  exportDays: { first: number; last: number },
): CalendarYear {
  const firstDay = daysFromCivil(year, 1, 1)
  const lastDay = daysFromCivil(year, 12, 31)
  const lead = weekdayOfDay(firstDay)
  const weekCount = Math.ceil((lead + lastDay - firstDay + 1) / 7)
  const weeks = Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday): CalendarDay | null => {
      const day = firstDay - lead + week * 7 + weekday
      if (day < firstDay || day > lastDay) return null
      const date = dateOfDay(day)
      return {
        day,
        date,
        count: counts.get(date) ?? 0,
        inExport: day >= exportDays.first && day <= exportDays.last,
      }
    }),
  )
  const monthStarts = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    week: Math.floor((lead + daysFromCivil(year, i + 1, 1) - firstDay) / 7),
  }))
  return { year, weeks, monthStarts, firstDay, lastDay }
}

/** A colour step: the days with low … high messages (both included). */
export interface CalendarLevel {
  low: number
  high: number
}

/**
 * Up to four steps for days with messages, split at the quartiles of the whole chat's busy days
 * (so one colour means the same in every year); no step is empty.
 */
export function calendarLevels(counts: Iterable<number>): CalendarLevel[] {
  const sorted = [...counts].filter((n) => n > 0).sort((a, b) => a - b)
  const max = sorted.at(-1)
  if (max === undefined) return []
  const quartile = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? max
  const bounds = [...new Set([quartile(0.25), quartile(0.5), quartile(0.75)])].filter(
    (bound) => bound < max,
  )
  const highs = [...bounds, max]
  return highs.map((high, i) => ({ low: i === 0 ? 1 : (highs[i - 1] ?? 0) + 1, high }))
}

/** The step of a day's messages: 0 for none, else 1 … levels.length. */
export function levelOf(count: number, levels: readonly CalendarLevel[]): number {
  if (count <= 0) return 0
  const index = levels.findIndex((level) => count <= level.high)
  return index === -1 ? levels.length : index + 1
}
