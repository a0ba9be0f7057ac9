import type { HourOfWeek } from '#src/analysis/types'
import { dateTimeFormat } from '#src/i18n/format-intl'

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/**
 * The weekdays (Monday first) in the reader's language: English keeps WEEKDAYS ('Mon') at
 * either width, as it always has; other languages get Intl's names, short or long.
 */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  if (locale.toLowerCase().split('-')[0] === 'en') return WEEKDAYS
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return WEEKDAYS.map((_, day) => format.format(new Date(Date.UTC(2024, 0, 1 + day))))
}

/** Both sides' messages per weekday (Monday first) and hour. */
export function combinedHourOfWeek(hours: HourOfWeek): number[][] {
  return WEEKDAYS.map((_, day) =>
    Array.from(
      { length: 24 },
      (_, hour) => (hours.user1[day]?.[hour] ?? 0) + (hours.user2[day]?.[hour] ?? 0),
    ),
  )
}

/** The busiest hour of the week, or null for an empty grid. */
export function busiestHour(grid: number[][]): { day: number; hour: number; count: number } | null {
  let best: { day: number; hour: number; count: number } | null = null
  grid.forEach((row, day) => {
    row.forEach((count, hour) => {
      if (count > 0 && (!best || count > best.count)) best = { day, hour, count }
    })
  })
  return best
}

export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`
}
