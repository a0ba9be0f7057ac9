// The cost of a run of weeks as one chapter: how badly one steady rhythm explains them, in
// deviance units, for each of three series of the conversations that start in them
// (conversation-units.ts), and the split of a run of weeks that lowers one of them most.
//   - The pace: the pause before each conversation, log(minutes), normal. Real chats are
//     bursty (B ≈ 0.75): on a log scale their pauses are closer to normal, and one silence of
//     months is one long pause, not a run of empty weeks that looks like a change.
//   - Who opens: User 1's openings among the conversations, binomial, with the chat's own
//     extra spread between neighbouring weeks.
//   - How fast replies come: each conversation's mean log1p(reply minutes), normal, with the
//     chat's own spread and the extra spread between neighbouring weeks.
// docs/analysis.md §12.

import type { UnitWeeks } from './conversation-units'

export interface CostScales {
  /** Variance of log(pause minutes), times the extra spread between weeks. */
  pauseVariance: number
  /** Variance of a conversation's mean log reply, times the extra spread between weeks. */
  replyVariance: number
  /** Extra-binomial spread of weekly opening shares (≥ 1). */
  openingDispersion: number
}

const MIN_VARIANCE = 0.01
/** The median of a chi-square with one degree of freedom. */
const CHI2_MEDIAN = 0.455
const MAX_EXTRA_SPREAD = 10

/** Median of the squared standardised differences of neighbouring weeks, over its null median. */
function neighbourSpread(
  weeks: UnitWeeks,
  difference: (a: number, b: number) => number | null,
): number {
  const ratios: number[] = []
  for (let w = 1; w < weeks.count; w++) {
    const ratio = difference(w - 1, w)
    if (ratio !== null) ratios.push(ratio)
  }
  if (ratios.length < 4) return 1
  ratios.sort((a, b) => a - b)
  const median = ratios[ratios.length >> 1] ?? 0
  return Math.min(MAX_EXTRA_SPREAD, Math.max(1, median / CHI2_MEDIAN))
}

/** The variance of one value of a series, times how much more neighbouring weeks differ. */
function seriesVariance(
  count: Float64Array,
  sums: Float64Array,
  squares: Float64Array,
  weeks: UnitWeeks,
): number {
  let n = 0
  let sum = 0
  let sumSquares = 0
  for (let w = 0; w < weeks.count; w++) {
    n += count[w] ?? 0
    sum += sums[w] ?? 0
    sumSquares += squares[w] ?? 0
  }
  const mean = n > 0 ? sum / n : 0
  const variance = Math.max(MIN_VARIANCE, n > 1 ? (sumSquares - n * mean * mean) / (n - 1) : 0)
  return (
    variance *
    neighbourSpread(weeks, (a, b) => {
      const na = count[a] ?? 0
      const nb = count[b] ?? 0
      if (na < 1 || nb < 1) return null
      const d = (sums[a] ?? 0) / na - (sums[b] ?? 0) / nb
      return (d * d) / (variance * (1 / na + 1 / nb))
    })
  )
}

export function estimateScales(weeks: UnitWeeks): CostScales {
  const openingDispersion = neighbourSpread(weeks, (a, b) => {
    const ma = weeks.conversations[a] ?? 0
    const mb = weeks.conversations[b] ?? 0
    if (ma < 1 || mb < 1) return null
    const ka = weeks.openedByUser1[a] ?? 0
    const kb = weeks.openedByUser1[b] ?? 0
    const pooled = (ka + kb) / (ma + mb)
    const variance = pooled * (1 - pooled) * (1 / ma + 1 / mb)
    if (variance <= 0) return null
    return (ka / ma - kb / mb) ** 2 / variance
  })
  return {
    pauseVariance: seriesVariance(
      weeks.pauseCount,
      weeks.pauseLogSum,
      weeks.pauseLogSquares,
      weeks,
    ),
    replyVariance: seriesVariance(
      weeks.replyCount,
      weeks.replyLogSum,
      weeks.replyLogSquares,
      weeks,
    ),
    openingDispersion,
  }
}

/** Running sums of the weekly series: [w] holds weeks [0, w). */
export interface CostSums {
  conversations: Float64Array
  openedByUser1: Float64Array
  replyCount: Float64Array
  replyLogSum: Float64Array
  replyLogSquares: Float64Array
  pauseCount: Float64Array
  pauseLogSum: Float64Array
  pauseLogSquares: Float64Array
}

function running(values: Float64Array, into?: Float64Array): Float64Array {
  const out = into ?? new Float64Array(values.length + 1)
  out[0] = 0
  for (let w = 0; w < values.length; w++) out[w + 1] = (out[w] ?? 0) + (values[w] ?? 0)
  return out
}

/** The running sums of `weeks`, written into `into` when given (the permutation test's buffers). */
export function costSums(weeks: UnitWeeks, into?: CostSums): CostSums {
  return {
    conversations: running(weeks.conversations, into?.conversations),
    openedByUser1: running(weeks.openedByUser1, into?.openedByUser1),
    replyCount: running(weeks.replyCount, into?.replyCount),
    replyLogSum: running(weeks.replyLogSum, into?.replyLogSum),
    replyLogSquares: running(weeks.replyLogSquares, into?.replyLogSquares),
    pauseCount: running(weeks.pauseCount, into?.pauseCount),
    pauseLogSum: running(weeks.pauseLogSum, into?.pauseLogSum),
    pauseLogSquares: running(weeks.pauseLogSquares, into?.pauseLogSquares),
  }
}

function xlogx(k: number, m: number): number {
  return k > 0 ? k * Math.log(k / m) : 0
}

const between = (sums: Float64Array, s: number, t: number) => (sums[t] ?? 0) - (sums[s] ?? 0)

/** The spread of a normal series over weeks [s, t) around its own mean, in variances. */
function normalCost(
  count: Float64Array,
  sums: Float64Array,
  squares: Float64Array,
  variance: number,
  s: number,
  t: number,
): number {
  const n = between(count, s, t)
  if (n <= 0) return 0
  const sum = between(sums, s, t)
  return Math.max(0, between(squares, s, t) - (sum * sum) / n) / variance
}

/** The deviance of weeks [s, t) as one chapter in the pace series. */
function paceCost(sums: CostSums, scales: CostScales, s: number, t: number): number {
  return normalCost(
    sums.pauseCount,
    sums.pauseLogSum,
    sums.pauseLogSquares,
    scales.pauseVariance,
    s,
    t,
  )
}

/** …in the reply series. */
function replyCost(sums: CostSums, scales: CostScales, s: number, t: number): number {
  return normalCost(
    sums.replyCount,
    sums.replyLogSum,
    sums.replyLogSquares,
    scales.replyVariance,
    s,
    t,
  )
}

/** …in who opens the conversations. */
function openingCost(sums: CostSums, scales: CostScales, s: number, t: number): number {
  const m = between(sums.conversations, s, t)
  if (m <= 0) return 0
  const k = between(sums.openedByUser1, s, t)
  return (-2 * (xlogx(k, m) + xlogx(m - k, m))) / scales.openingDispersion
}

/**
 * The split of weeks [s, t) in two, each side at least `minWeeks`, that lowers the cost of one
 * series most: where (0 when none is possible) and by how much. One series at a time, because
 * a lasting change usually moves one of them, and the noise of the others would hide it.
 */
export function bestSplit(
  sums: CostSums,
  scales: CostScales,
  s: number,
  t: number,
  minWeeks: number,
): { at: number; gain: number } {
  const pace = paceCost(sums, scales, s, t)
  const replies = replyCost(sums, scales, s, t)
  const opening = openingCost(sums, scales, s, t)
  let at = 0
  let best = 0
  for (let b = s + minWeeks; b <= t - minWeeks; b++) {
    const gain = Math.max(
      pace - paceCost(sums, scales, s, b) - paceCost(sums, scales, b, t),
      replies - replyCost(sums, scales, s, b) - replyCost(sums, scales, b, t),
      opening - openingCost(sums, scales, s, b) - openingCost(sums, scales, b, t),
    )
    if (gain > best) {
      best = gain
      at = b
    }
  }
  return { at, gain: best }
}
