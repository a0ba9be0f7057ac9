// Day-window helpers shared by the detectors: prefix sums, baselines around a
// window, merging flagged windows, trimming a run to its strongest part and settling it.

/** Days on each side of a window that form its baseline: the pair's own recent normal. */
export const BASELINE_DAYS = 90
/** Flagged windows closer than this many days join into one event. */
export const MERGE_GAP_DAYS = 7

export type Series = ArrayLike<number>

export function prefixSums(values: Series): Float64Array {
  const prefix = new Float64Array(values.length + 1)
  for (let i = 0; i < values.length; i++) prefix[i + 1] = (prefix[i] ?? 0) + (values[i] ?? 0)
  return prefix
}

/** Sum of values[from, to) from its prefix sums. */
export function prefixRangeSum(prefix: Float64Array, from: number, to: number): number {
  return (prefix[to] ?? 0) - (prefix[from] ?? 0)
}

/**
 * The baseline of [from, to): up to `days` days before and after it, within
 * [0, dayCount), leaving `margin` days out on each side so that a long event
 * does not spill into its own baseline.
 */
export function baselineRanges(
  from: number,
  to: number,
  dayCount: number,
  days = BASELINE_DAYS,
  margin = 0,
): [number, number][] {
  return [
    [Math.max(0, from - margin - days), Math.max(0, from - margin)],
    [Math.min(dayCount, to + margin), Math.min(dayCount, to + margin + days)],
  ]
}

/** A window length that holds about `target` events at `ratePerDay`, within [min, max] days. */
export function adaptiveWindow(
  target: number,
  ratePerDay: number,
  min: number,
  max: number,
): number {
  if (!(ratePerDay > 0)) return max
  return Math.min(max, Math.max(min, Math.ceil(target / ratePerDay)))
}

/**
 * The sum of the baseline of [from, to) (baselineRanges' two ranges) from its prefix sums,
 * without building the ranges: the detectors ask it of every window.
 */
export function baselineSum(
  prefix: Float64Array,
  from: number,
  to: number,
  dayCount: number,
  days: number,
  margin: number,
): number {
  const before = Math.max(0, from - margin)
  const after = Math.min(dayCount, to + margin)
  let sum = 0
  sum += prefixRangeSum(prefix, Math.max(0, before - days), before)
  sum += prefixRangeSum(prefix, after, Math.min(dayCount, after + days))
  return sum
}

/** Runs of flagged window starts, joined when closer than MERGE_GAP_DAYS; as day ranges [from, to) including the window length. */
export function flaggedRuns(flags: Uint8Array, windowDays: number): [number, number][] {
  const runs: [number, number][] = []
  let start = -1
  let last = -1
  for (let d = 0; d < flags.length; d++) {
    if (!flags[d]) continue
    if (start >= 0 && d - last > MERGE_GAP_DAYS) {
      runs.push([start, last + windowDays])
      start = d
    } else if (start < 0) {
      start = d
    }
    last = d
  }
  if (start >= 0) runs.push([start, last + windowDays])
  return runs
}

/**
 * The contiguous day range inside [from, to) with the largest total score
 * (Kadane): trims a merged run to the days that carry the change.
 */
export function strongestSegment(
  score: (day: number) => number,
  from: number,
  to: number,
): [number, number] {
  let best = Number.NEGATIVE_INFINITY
  let bestFrom = from
  let bestTo = Math.min(to, from + 1)
  let sum = 0
  let runFrom = from
  for (let d = from; d < to; d++) {
    if (sum <= 0) {
      sum = 0
      runFrom = d
    }
    sum += score(d)
    if (sum > best) {
      best = sum
      bestFrom = runFrom
      bestTo = d + 1
    }
  }
  return [bestFrom, bestTo]
}

export interface Settled<T> {
  from: number
  to: number
  result: T
}

/**
 * The days a flagged run finally reports: its trimmed segment when that still
 * passes the test, otherwise the strongest single window of the run (one
 * always passed, or the run would not exist).
 */
export function settleRun<T>(
  run: [number, number],
  trimmed: [number, number],
  windowDays: number,
  test: (from: number, to: number) => T | null,
  passes: (result: T | null) => result is T,
  strength: (result: T) => number,
): Settled<T> | null {
  const first = test(trimmed[0], trimmed[1])
  if (passes(first)) return { from: trimmed[0], to: trimmed[1], result: first }
  let best: Settled<T> | null = null
  for (let d = run[0]; d + windowDays <= run[1]; d++) {
    const result = test(d, d + windowDays)
    if (passes(result) && (!best || strength(result) > strength(best.result))) {
      best = { from: d, to: d + windowDays, result }
    }
  }
  return best
}

/** How a detector judges a stretch of days. */
export interface RunDetector<T> {
  windowDays: number
  /** The test of the days [from, to); null when they hold too little to judge. */
  test: (from: number, to: number) => T | null
  passes: (result: T | null) => result is T
  /** Which of two passing windows is the stronger one. */
  strength: (result: T) => number
  /** Scores each day of the run [from, to): days above zero extend the event, days below end it. */
  dayScore: (from: number, to: number) => (day: number) => number
}

/**
 * The events a detector finds: every window of `windowDays` is tested, the windows that pass
 * join into runs, and each run is trimmed to its strongest stretch and settled. The runs come
 * one at a time, in order, so the caller may use what `dayScore` set up for the run it gets.
 */
export function* settledRuns<T>(dayCount: number, d: RunDetector<T>): Generator<Settled<T>> {
  const flags = new Uint8Array(Math.max(0, dayCount - d.windowDays + 1))
  for (let day = 0; day < flags.length; day++)
    flags[day] = d.passes(d.test(day, day + d.windowDays)) ? 1 : 0
  for (const [runFrom, runTo] of flaggedRuns(flags, d.windowDays)) {
    const trimmed = strongestSegment(d.dayScore(runFrom, runTo), runFrom, runTo)
    const settled = settleRun([runFrom, runTo], trimmed, d.windowDays, d.test, d.passes, d.strength)
    if (settled) yield settled
  }
}
