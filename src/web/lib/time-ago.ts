// How long ago a moment was, as the web app writes it: English in date-fns' words ('about 3 hours
// ago'), every other language by Intl ('vor 3 Stunden'). Every other date and figure is written
// in src/i18n (format-dates.ts, format-instants.ts, format-numbers.ts).

import { formatDistanceToNow } from 'date-fns'
import { wallClockParts } from '#src/i18n/format-dates'
import { isEnglish, relativeTimeFormat } from '#src/i18n/format-intl'

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** '3 months ago' by Intl, for the languages other than English. */
function relativeToNow(date: Date, locale: string): string {
  const elapsed = date.getTime() - Date.now()
  const format = relativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of RELATIVE_UNITS)
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit)
  return format.format(0, 'minute')
}

/** 'Last chat 3 months ago' reads the wall clock as a local date with the same reading. */
export function wallClockAgo(value: string, locale = 'en-US'): string | null {
  const parts = wallClockParts(value)
  if (!parts) return null
  return formatAgo(
    new Date(Number(parts.year), parts.month - 1, parts.day, parts.hour, parts.minute),
    locale,
  )
}

/** 'about 3 hours ago' (English, date-fns' words); Intl's '3 hours ago' in other languages. */
export function formatAgo(date: Date | string, locale = 'en-US'): string {
  const instant = new Date(date)
  if (!isEnglish(locale)) return relativeToNow(instant, locale)
  return formatDistanceToNow(instant, { addSuffix: true })
}
