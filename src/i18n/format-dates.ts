// The export's wall clock ('YYYY-MM-DDTHH:mm', no zone) as days, months and ranges, in the
// reader's language, for the web pages, the PNG card and the PDF report alike. It is written as
// it reads, never shifted through a time zone; English keeps the engine's month names
// ('Mar 4, 2024', 'Mar 2024'), every other language is written by Intl (format-intl.ts).
// Instants (ISO strings with a zone) are format-instants.ts's. Pure: no DOM, no Node.

import { SHORT_MONTH_NAMES, shortMonthName } from '#src/analysis/calendar'
import { dateTimeFormat, intlTag, isEnglish } from './format-intl'

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

/** Intl's date formatter for a reader's locale (English as en-US). */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(intlTag(locale), options)
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

/** 'Jan 2, 2023 – Jun 30, 2023' */
export function formatWallClockRange(start: string, end: string, locale = 'en-US'): string {
  return `${formatWallClockDate(start, locale)} – ${formatWallClockDate(end, locale)}`
}

/** 'Apr 03, 2024 – Apr 18, 2024' */
export function formatWallClockPaddedRange(start: string, end: string, locale = 'en-US'): string {
  return `${formatWallClockPaddedDate(start, locale)} – ${formatWallClockPaddedDate(end, locale)}`
}

/** A 'YYYY-MM-DD' day with its month written out, always by Intl: 'March 3, 2024', '3. März 2024'. */
export function formatIsoDate(date: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return dateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
}

/** A year alone, as the reader's language writes it: '2024', '٢٠٢٤'. */
export function formatYear(year: number, locale: string): string {
  return dateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 0, 1))
}

/**
 * The engine's month text ('Mar 2024', as in quick stats' most active month) in `locale`;
 * any other text as it is.
 */
export function formatEngineMonth(text: string, locale = 'en-US'): string {
  const match = /^([A-Z][a-z]{2}) (\d{4})$/.exec(text)
  const month = match?.[1] ? monthNumberOfName(match[1]) : 0
  if (!match?.[2] || month === 0 || isEnglish(locale)) return text
  return formatWallClockMonth(`${match[2]}-${String(month).padStart(2, '0')}`, locale)
}

/** 'YYYY-MM' → "Mar '24", short enough for a chart axis. */
export function formatChartMonth(month: string, locale = 'en-US'): string {
  const parts = /^\d{4}-\d{2}$/.test(month) ? wallClockParts(month) : null
  if (!parts) return month
  if (!isEnglish(locale))
    return dateFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      wallClockInstant(parts),
    )
  return `${shortMonthName(parts.month)} '${parts.year.slice(2)}`
}

/** The engine's month name back to its number: 'Jan' → 1 … 'Dec' → 12, anything else → 0. */
export function monthNumberOfName(name: string): number {
  const names: readonly string[] = SHORT_MONTH_NAMES
  return names.indexOf(name) + 1
}
