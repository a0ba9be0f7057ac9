// Dates and months both sides write (the web pages, the PNG card and the PDF report), in the
// reader's language. Pure: no DOM, no Node. The export's wall clock ('YYYY-MM-DDTHH:mm', no
// zone) is written as it reads, never shifted through a time zone; English keeps the engine's
// month names ('Mar 4, 2024', 'Mar 2024'), every other language is written by Intl.

import { shortMonthName } from '#src/analysis/calendar'
import { cachedFormat, isEnglish } from './format'

export interface WallClockParts {
  year: string
  month: number
  day: number
  hour: number
  minute: number
}

/** 'YYYY-MM', 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm…' in parts; null for any other text. */
export function wallClockParts(value: string): WallClockParts | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2}))?)?/.exec(value)
  if (!match?.[1] || !shortMonthName(Number(match[2]))) return null
  return {
    year: match[1],
    month: Number(match[2]),
    day: Number(match[3] ?? 1),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
  }
}

/** The wall clock as a UTC instant, so formatting it in UTC writes the day as it reads. */
export function wallClockInstant(parts: WallClockParts): Date {
  return new Date(
    Date.UTC(Number(parts.year), parts.month - 1, parts.day, parts.hour, parts.minute),
  )
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One Intl date formatter per locale and options (English as en-US). */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const tag = isEnglish(locale) ? 'en-US' : locale
  return cachedFormat(
    formatters,
    `${tag}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(tag, options),
  )
}

/** A wall-clock day with its day of the month `numeric` ('Mar 4, 2024') or `2-digit` ('Mar 04, 2024'). */
function dayText(value: string, locale: string, day: 'numeric' | '2-digit'): string {
  const parts = wallClockParts(value)
  if (!parts || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value
  if (!isEnglish(locale))
    return dateFormat(locale, { month: 'short', day, year: 'numeric', timeZone: 'UTC' }).format(
      wallClockInstant(parts),
    )
  const dayOfMonth = day === '2-digit' ? String(parts.day).padStart(2, '0') : parts.day
  return `${shortMonthName(parts.month)} ${dayOfMonth}, ${parts.year}`
}

/** 'YYYY-MM-DD…' → 'Mar 4, 2024', '4. März 2024'; the text itself when it is not such a date. */
export function formatWallClockDate(value: string, locale = 'en-US'): string {
  return dayText(value, locale, 'numeric')
}

/** The 'MMM dd, yyyy' of docs/product.md §2 on the gap analysis: 'Apr 03, 2024'. */
export function formatWallClockPaddedDate(value: string, locale = 'en-US'): string {
  return dayText(value, locale, '2-digit')
}

/** 'YYYY-MM…' → 'Mar 2024', 'März 2024'; the text itself when it is not such a month. */
export function formatWallClockMonth(value: string, locale = 'en-US'): string {
  const parts = wallClockParts(value)
  if (!parts) return value
  if (!isEnglish(locale))
    return dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      wallClockInstant(parts),
    )
  return `${shortMonthName(parts.month)} ${parts.year}`
}

/** A month of the year alone (1–12): 'Mar', 'März'. */
export function formatShortMonth(month: number, locale = 'en-US'): string {
  if (isEnglish(locale)) return shortMonthName(month)
  return dateFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  )
}

/** 'Jan 2023 – Mar 2024' from two 'YYYY-MM…' texts; the month once when both ends share it. */
export function formatMonthRange(start: string, end: string, locale = 'en-US'): string {
  const from = formatWallClockMonth(start, locale)
  const to = formatWallClockMonth(end, locale)
  return from === to ? from : `${from} – ${to}`
}
