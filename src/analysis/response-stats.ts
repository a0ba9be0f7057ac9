// Response-time statistics (docs/product.md §9): average, median, min, max, count, one
// decimal. Medians come from counts of whole minutes (counted-median.ts), or, for other lists
// of numbers, from an in-place selection (linear time); never from a sort.

import { countedMedianOf } from './counted-median'
import { round1 } from './rounding'
import type { ChatScan } from './scan'
import type { ResponseTimeStats } from './types'

export const EMPTY_RESPONSE_STATS: ResponseTimeStats = {
  averageMinutes: 0,
  medianMinutes: 0,
  minMinutes: 0,
  maxMinutes: 0,
  totalResponses: 0,
}

function swap(values: Float64Array, a: number, b: number): void {
  const t = values[a] ?? 0
  values[a] = values[b] ?? 0
  values[b] = t
}

/** Places the k-th smallest of values[from, to) at index k (Hoare's selection). */
function select(values: Float64Array, from: number, to: number, k: number): number {
  let lo = from
  let hi = to - 1
  while (hi > lo) {
    const mid = (lo + hi) >> 1
    // Median of three as the pivot keeps sorted or constant runs linear.
    if ((values[mid] ?? 0) < (values[lo] ?? 0)) swap(values, mid, lo)
    if ((values[hi] ?? 0) < (values[lo] ?? 0)) swap(values, hi, lo)
    if ((values[hi] ?? 0) < (values[mid] ?? 0)) swap(values, hi, mid)
    const pivot = values[mid] ?? 0
    let i = lo
    let j = hi
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++
      while ((values[j] ?? 0) > pivot) j--
      if (i <= j) {
        swap(values, i, j)
        i++
        j--
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else break
  }
  return values[k] ?? 0
}

/** The median of values[from, to) (the mean of the two middle values when even); 0 when empty. Reorders that range. */
export function medianOf(values: Float64Array, from: number, to: number): number {
  const count = to - from
  if (count <= 0) return 0
  const middle = from + (count >> 1)
  const median = select(values, from, to, middle)
  if (count % 2 === 1) return median
  // The lower middle value is the largest of the left part.
  let lower = Number.NEGATIVE_INFINITY
  for (let i = from; i < middle; i++) lower = Math.max(lower, values[i] ?? 0)
  return (median + lower) / 2
}

/**
 * Statistics of values[from, to). The median is read off counts of whole minutes
 * (counted-median.ts), the same number medianOf's selection gives, in one pass.
 */
export function responseStatsOf(values: Float64Array, from: number, to: number): ResponseTimeStats {
  const count = to - from
  if (count <= 0) return { ...EMPTY_RESPONSE_STATS }
  let sum = 0
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (let i = from; i < to; i++) {
    const v = values[i] ?? 0
    sum += v
    if (v < min) min = v
    if (v > max) max = v
  }
  return {
    averageMinutes: round1(sum / count),
    medianMinutes: round1(countedMedianOf(values, from, to)),
    minMinutes: round1(min),
    maxMinutes: round1(max),
    totalResponses: count,
  }
}

export interface ResponseStatsSet {
  all: ResponseTimeStats
  user1: ResponseTimeStats
  user2: ResponseTimeStats
}

/** Moves User 2's part of scan.responseTimes next to User 1's: call once per scan. */
export function computeResponseStats(scan: ChatScan): ResponseStatsSet {
  const [count1, count2] = scan.responseCountBySender
  const values = scan.responseTimes
  const length = values.length
  // Per-sender first: selecting inside each part keeps the parts intact.
  const user1 = responseStatsOf(values, 0, count1)
  const user2 = responseStatsOf(values, length - count2, length)
  if (count1 + count2 === 0) return { all: { ...EMPTY_RESPONSE_STATS }, user1, user2 }
  // Move User 2's part next to User 1's so that the whole set is one range.
  values.copyWithin(count1, length - count2, length)
  return { all: responseStatsOf(values, 0, count1 + count2), user1, user2 }
}
