// Medians of reply gaps without sorting them. Exports keep whole minutes, so nearly every gap is
// a whole number of minutes under a day: those are counted per minute, and the few others are
// kept apart and sorted. The order statistics read off the counts are the very values a sort
// (or medianOf's selection) would give, so the medians are the same numbers.

import { MINUTES_PER_DAY } from './calendar'

/** Gaps of whole minutes under a day are counted per minute; the rest are kept apart. */
export const COUNTED_MINUTES = MINUTES_PER_DAY

/** Whether a gap is counted per minute (else it goes with the others). */
export function isCountedMinute(gap: number): boolean {
  return gap >= 0 && gap < COUNTED_MINUTES && Number.isInteger(gap)
}

/** The k-th smallest (from 0) of the counted whole minutes and the sorted `others` together. */
function orderStatistic(counts: Uint32Array, others: Float64Array, k: number): number {
  let seen = 0
  let j = 0
  for (let minute = 0; minute < counts.length; minute++) {
    for (; j < others.length && (others[j] ?? 0) < minute; j++, seen++)
      if (seen === k) return others[j] ?? 0
    const count = counts[minute] ?? 0
    if (k < seen + count) return minute
    seen += count
  }
  return others[j + k - seen] ?? 0
}

/** The median of values[from, to), as medianOf gives it, without reordering them. */
export function countedMedianOf(values: Float64Array, from: number, to: number): number {
  const counts = new Uint32Array(COUNTED_MINUTES)
  const others: number[] = []
  for (let i = from; i < to; i++) {
    const value = values[i] ?? 0
    if (isCountedMinute(value)) counts[value] = (counts[value] ?? 0) + 1
    else others.push(value)
  }
  return countedMedian(counts, Float64Array.from(others).sort(), to - from)
}

/**
 * The median of `total` values, `counts` of whole minutes (COUNTED_MINUTES of them) and the
 * sorted `others`: the mean of the two middle ones when even, as medianOf gives it; 0 when empty.
 */
export function countedMedian(counts: Uint32Array, others: Float64Array, total: number): number {
  if (total <= 0) return 0
  const middle = orderStatistic(counts, others, total >> 1)
  if (total % 2 === 1) return middle
  return (middle + orderStatistic(counts, others, (total >> 1) - 1)) / 2
}
