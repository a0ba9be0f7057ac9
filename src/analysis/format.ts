// Number and duration formatting shared by the engine (docs/product.md §9 duration units).

import { MINUTES_PER_DAY } from './calendar'

/** Rounds to one decimal, the precision of every percentage and duration in docs/product.md §9. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100
}

function unit(value: number, singular: string): string {
  return `${value} ${value === 1 ? singular : `${singular}s`}`
}

/**
 * docs/product.md §9: durations display as minutes (under 60), hours (under 1440 minutes)
 * or days, one decimal: '12.5 minutes', '2.2 hours', '1.3 days', '1 day'.
 */
export function formatDuration(minutes: number): string {
  const safe = Number.isFinite(minutes) && minutes > 0 ? minutes : 0
  if (safe < 60) return unit(round1(safe), 'minute')
  if (safe < MINUTES_PER_DAY) return unit(round1(safe / 60), 'hour')
  return unit(round1(safe / MINUTES_PER_DAY), 'day')
}

const DURATION_TEXT = /(-?\d+(?:\.\d+)?)\s*(minute|min|hour|hr|h|day|d)?/i

/**
 * Reads a duration text such as '12.5 minutes', '2.2 hours' or '1.3 days' back
 * into minutes. A bare number is taken as hours (the comparison of docs/product.md §9 reads
 * "the number parsed from the response-time text" as hours). NaN when no number.
 */
export function parseDurationText(text: string): number {
  const match = DURATION_TEXT.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  const unitText = (match[2] ?? 'h').toLowerCase()
  if (unitText.startsWith('m')) return value
  if (unitText.startsWith('d')) return value * MINUTES_PER_DAY
  return value * 60
}
