// Day-by-day histograms of one person's reply times on a log scale (3 bins
// per doubling), with prefix sums so any day range's histogram costs one pass
// over the bins. Medians and tail shares come from these, never from a sort.

import { type ChatScan, RESPONSE_BINS, responseBinStart } from '../scan'

// A local copy: imported bindings can be getters, too slow inside these loops.
const BINS = RESPONSE_BINS

export interface ResponseHistograms {
  /** [(day) * BINS + bin], cumulative over days: row d holds days [0, d). */
  prefix: Float64Array
  dayCount: number
}

export function buildResponseHistograms(scan: ChatScan, responder: 0 | 1): ResponseHistograms {
  const { dayCount, dayResponseBins } = scan
  const prefix = new Float64Array((dayCount + 1) * BINS)
  for (let d = 0; d < dayCount; d++) {
    const row = d * BINS
    const source = (d * 2 + responder) * BINS
    for (let b = 0; b < BINS; b++) {
      prefix[row + BINS + b] = (prefix[row + b] ?? 0) + (dayResponseBins[source + b] ?? 0)
    }
  }
  return { prefix, dayCount }
}

/** Adds the histogram of days [from, to) into `into`. */
export function addRange(
  h: ResponseHistograms,
  from: number,
  to: number,
  into: Float64Array,
): void {
  if (to <= from) return
  const a = from * BINS
  const b = to * BINS
  for (let bin = 0; bin < BINS; bin++)
    into[bin] = (into[bin] ?? 0) + (h.prefix[b + bin] ?? 0) - (h.prefix[a + bin] ?? 0)
}

export function total(hist: Float64Array): number {
  let sum = 0
  for (let b = 0; b < BINS; b++) sum += hist[b] ?? 0
  return sum
}

/** The q-quantile in minutes, interpolated on the log scale inside its bin. */
export function quantile(hist: Float64Array, q: number): number {
  return quantileOf(hist, total(hist), q)
}

/** quantile, for a histogram whose total `n` is known. */
export function quantileOf(hist: Float64Array, n: number, q: number): number {
  if (n <= 0) return 0
  const target = q * n
  let seen = 0
  for (let b = 0; b < BINS; b++) {
    const count = hist[b] ?? 0
    if (count > 0 && seen + count >= target) {
      const low = Math.log1p(responseBinStart(b))
      const high = Math.log1p(responseBinStart(b + 1))
      return Math.expm1(low + ((target - seen) / count) * (high - low))
    }
    seen += count
  }
  return responseBinStart(BINS)
}

/** Lowest bin from which at most `share` of the histogram lies at or above it. */
export function tailBin(hist: Float64Array, share: number): number {
  return tailBinOf(hist, total(hist), share)
}

/** tailBin, for a histogram whose total `n` is known. */
export function tailBinOf(hist: Float64Array, n: number, share: number): number {
  let above = n
  for (let b = 0; b < BINS; b++) {
    if (above <= share * n) return b
    above -= hist[b] ?? 0
  }
  return BINS - 1
}

export function countFrom(hist: Float64Array, bin: number): number {
  let sum = 0
  for (let b = bin; b < BINS; b++) sum += hist[b] ?? 0
  return sum
}

/** Mean and standard deviation in hours, from bin midpoints (for normalization stats). */
export function histogramMoments(hist: Float64Array): {
  mean: number
  standardDeviation: number
  sampleSize: number
} {
  let n = 0
  let sum = 0
  let squares = 0
  for (let b = 0; b < BINS; b++) {
    const count = hist[b] ?? 0
    if (count === 0) continue
    const hours =
      Math.expm1((Math.log1p(responseBinStart(b)) + Math.log1p(responseBinStart(b + 1))) / 2) / 60
    n += count
    sum += count * hours
    squares += count * hours * hours
  }
  if (n === 0) return { mean: 0, standardDeviation: 0, sampleSize: 0 }
  const mean = sum / n
  return {
    mean,
    standardDeviation: Math.sqrt(Math.max(0, squares / n - mean * mean)),
    sampleSize: n,
  }
}
