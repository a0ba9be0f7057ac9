// Every date the web app writes, in one place. Two kinds of date reach the page:
// - the export's wall clock ('YYYY-MM-DDTHH:mm', no zone) in analysis results: written as it
//   reads, never shifted through the browser's time zone, with the engine's month names;
// - instants (ISO strings with a zone) for blog posts, billing and plans: written with Intl.
// Each takes the reader's locale (`useT().locale`); English, the default, reads as it always
// has ('Mar 4, 2024', "Mar '24"), and every other language is written by Intl in its own way.

import { formatDistanceToNow } from 'date-fns'
import { SHORT_MONTH_NAMES, shortMonthName } from '#src/analysis/calendar'
import { isEnglish } from '#src/i18n/format'
import {
  dateFormat,
  formatWallClockDate,
  formatWallClockMonth,
  formatWallClockPaddedDate,
  wallClockInstant,
  wallClockParts,
} from '#src/i18n/format-dates'

// The wall-clock dates and months the PDF and the PNG card write too live in src/i18n.
export {
  formatMonthRange,
  formatWallClockDate,
  formatWallClockMonth,
  formatWallClockPaddedDate,
} from '#src/i18n/format-dates'

/** A locale tag (`useT().locale`, or 'en-US'): English keeps Cadence's own formats. */
export type DateLocale = string

const DEFAULT_DATE_LOCALE = 'en-US'

/** 'Jan 2, 2023 – Jun 30, 2023' */
export function formatWallClockRange(
  start: string,
  end: string,
  locale: DateLocale = DEFAULT_DATE_LOCALE,
): string {
  return `${formatWallClockDate(start, locale)} – ${formatWallClockDate(end, locale)}`
}

/** 'Apr 03, 2024 – Apr 18, 2024' */
export function formatWallClockPaddedRange(
  start: string,
  end: string,
  locale: DateLocale = DEFAULT_DATE_LOCALE,
): string {
  return `${formatWallClockPaddedDate(start, locale)} – ${formatWallClockPaddedDate(end, locale)}`
}

/**
 * The engine's month text ('Mar 2024', as in quick stats' most active month) in `locale`;
 * any other text as it is.
 */
export function formatEngineMonth(text: string, locale: DateLocale = DEFAULT_DATE_LOCALE): string {
  const match = /^([A-Z][a-z]{2}) (\d{4})$/.exec(text)
  const month = match?.[1] ? monthNumberOfName(match[1]) : 0
  if (!match?.[2] || month === 0 || isEnglish(locale)) return text
  return formatWallClockMonth(`${match[2]}-${String(month).padStart(2, '0')}`, locale)
}

/** 'YYYY-MM' → "Mar '24", short enough for a chart axis. */
export function formatChartMonth(month: string, locale: DateLocale = DEFAULT_DATE_LOCALE): string {
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

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** '3 months ago' by Intl, for the languages other than English. */
function relativeToNow(date: Date, locale: DateLocale): string {
  const elapsed = date.getTime() - Date.now()
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of RELATIVE_UNITS)
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit)
  return format.format(0, 'minute')
}

/** 'Last chat 3 months ago' reads the wall clock as a local date with the same reading. */
export function wallClockAgo(
  value: string,
  locale: DateLocale = DEFAULT_DATE_LOCALE,
): string | null {
  const parts = wallClockParts(value)
  if (!parts) return null
  return formatAgo(
    new Date(Number(parts.year), parts.month - 1, parts.day, parts.hour, parts.minute),
    locale,
  )
}

/** 'about 3 hours ago' (English, date-fns' words); Intl's '3 hours ago' in other languages. */
export function formatAgo(date: Date | string, locale: DateLocale = DEFAULT_DATE_LOCALE): string {
  const instant = new Date(date)
  if (!isEnglish(locale)) return relativeToNow(instant, locale)
  return formatDistanceToNow(instant, { addSuffix: true })
}

// Instants. Posts are dated by day in UTC, so formatting in UTC keeps 'Sep 8' from turning into
// 'Sep 7' west of Greenwich; plan renewals are at UTC month starts for the same reason.

/** 'Sep 8, 2026' (UTC) */
export const formatUtcDate = (iso: string, locale: DateLocale = DEFAULT_DATE_LOCALE) =>
  dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  )

/** 'September 8, 2026' (UTC) */
export const formatUtcLongDate = (iso: string, locale: DateLocale = DEFAULT_DATE_LOCALE) =>
  dateFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  )

/** 'Dec 1' (UTC) */
export const formatUtcDay = (iso: string, locale: DateLocale = DEFAULT_DATE_LOCALE) =>
  dateFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso))

/** 'Mar 15, 2031' in the reader's own time zone (billing periods and invoices). */
export const formatLocalDate = (date: Date | string, locale: DateLocale = DEFAULT_DATE_LOCALE) =>
  dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(date))
