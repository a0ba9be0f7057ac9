// Durations as the engine writes them, in English, and read back (docs/product.md §9 duration
// units). The reader's language is src/i18n/format-numbers.ts's.

import { MINUTES_PER_DAY } from './calendar'
import { round1 } from './rounding'

function unit(value: number, singular: string): string {
  return `${value} ${value === 1 ? singular : `${singular}s`}`
}

/** Exports keep whole minutes: a reply in the same minute is under a minute, not '0 minutes'. */
export const UNDER_A_MINUTE = 'under a minute'

/** A duration shown as "under a minute" (anything below one minute, none included). */
export function isUnderAMinute(minutes: number): boolean {
  return !(Number.isFinite(minutes) && minutes >= 1)
}

/**
 * docs/product.md §9: durations display as minutes (under 60), hours (under 1440 minutes)
 * or days, one decimal: '12.5 minutes', '2.2 hours', '1.3 days', '1 day'; below a minute,
 * 'under a minute'.
 */
export function formatDuration(minutes: number): string {
  if (isUnderAMinute(minutes)) return UNDER_A_MINUTE
  if (minutes < 60) return unit(round1(minutes), 'minute')
  if (minutes < MINUTES_PER_DAY) return unit(round1(minutes / 60), 'hour')
  return unit(round1(minutes / MINUTES_PER_DAY), 'day')
}

const DURATION_TEXT = /(-?\d+(?:\.\d+)?)\s*(minute|min|hour|hr|h|day|d)?/i

/**
 * Reads a duration text such as '12.5 minutes', '2.2 hours' or '1.3 days' back
 * into minutes ('under a minute' as 0). A bare number is taken as hours (the comparison of docs/product.md §9 reads
 * "the number parsed from the response-time text" as hours). NaN when no number.
 */
export function parseDurationText(text: string): number {
  if (text === UNDER_A_MINUTE) return 0
  const match = DURATION_TEXT.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  const unitText = (match[2] ?? 'h').toLowerCase()
  if (unitText.startsWith('m')) return value
  if (unitText.startsWith('d')) return value * MINUTES_PER_DAY
  return value * 60
}
