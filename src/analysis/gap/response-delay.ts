// Response delay: one person's replies became much slower than their own
// normal. A sliding two-week window of that person's reply times is compared
// with the 90 days on each side: the share of replies in the baseline's slow
// tail (its top quarter) must rise far beyond chance (binomial z) and the
// typical (median) reply must be several times the usual one.

import type { ChatScan } from '../scan'
import { RESPONSE_BINS } from '../scan'
import { type Detection, messageSpan } from './detection'
import {
  addRange,
  buildResponseHistograms,
  countFrom,
  histogramMoments,
  quantileOf,
  type ResponseHistograms,
  tailBin,
  tailBinOf,
  total,
} from './response-histograms'
import { BASELINE_DAYS, baselineRanges, settledRuns } from './windows'

const BINS = RESPONSE_BINS

export const DELAY_WINDOW_DAYS = 14
export const DELAY_MIN_WINDOW_RESPONSES = 10
export const DELAY_MIN_BASELINE_RESPONSES = 40
/** The slow tail is the baseline's slowest quarter of replies. */
export const DELAY_TAIL_SHARE = 0.25
export const DELAY_MIN_Z = 4
/** The typical reply must be at least 3× the usual one… */
export const DELAY_MIN_RATIO = 3
/** …and at least 20 minutes: going from 1 to 4 minutes is no change to notice. */
export const DELAY_MIN_MEDIAN_MINUTES = 20
/** 10× slower, and at least an hour, is critical. */
export const DELAY_CRITICAL_RATIO = 10
/** A usual reply under half a minute is counted as half a minute when comparing. */
export const DELAY_BASELINE_FLOOR_MINUTES = 0.5
export const DELAY_CRITICAL_MIN_MINUTES = 60

interface WindowTest {
  z: number
  median: number
  baselineMedian: number
}

/**
 * The window [from, to) against its baseline (baselineRanges), their histograms left in `hist`
 * and `base`. Every window of the chat is tested, so the histograms are built in one pass over
 * the bins, as addRange would build them. Counts are whole numbers: any order of adding them
 * gives the same sums.
 */
function testWindow(
  h: ResponseHistograms,
  from: number,
  to: number,
  hist: Float64Array,
  base: Float64Array,
): WindowTest | null {
  const { prefix, dayCount } = h
  const window = to > from
  const beforeFrom = Math.max(0, from - BASELINE_DAYS) * BINS
  const beforeTo = Math.max(0, from) * BINS
  const afterFrom = Math.min(dayCount, to) * BINS
  const afterTo = Math.min(dayCount, to + BASELINE_DAYS) * BINS
  const before = beforeTo > beforeFrom
  const after = afterTo > afterFrom
  const windowFrom = from * BINS
  const windowTo = to * BINS
  let n = 0
  let nBase = 0
  for (let b = 0; b < BINS; b++) {
    const count = window ? (prefix[windowTo + b] ?? 0) - (prefix[windowFrom + b] ?? 0) : 0
    let baseCount = before ? (prefix[beforeTo + b] ?? 0) - (prefix[beforeFrom + b] ?? 0) : 0
    if (after) baseCount += (prefix[afterTo + b] ?? 0) - (prefix[afterFrom + b] ?? 0)
    hist[b] = count
    base[b] = baseCount
    n += count
    nBase += baseCount
  }
  if (n < DELAY_MIN_WINDOW_RESPONSES || nBase < DELAY_MIN_BASELINE_RESPONSES) return null
  const tail = tailBinOf(base, nBase, DELAY_TAIL_SHARE)
  const p = Math.min(0.99, Math.max(0.01, countFrom(base, tail) / nBase))
  const z = (countFrom(hist, tail) / n - p) / Math.sqrt((p * (1 - p)) / n)
  return { z, median: quantileOf(hist, n, 0.5), baselineMedian: quantileOf(base, nBase, 0.5) }
}

function passes(t: WindowTest | null): t is WindowTest {
  return (
    t !== null &&
    t.z >= DELAY_MIN_Z &&
    t.median >= DELAY_MIN_MEDIAN_MINUTES &&
    t.median >= DELAY_MIN_RATIO * Math.max(t.baselineMedian, DELAY_BASELINE_FLOOR_MINUTES)
  )
}

function detectFor(scan: ChatScan, responder: 0 | 1): Detection[] {
  const h = buildResponseHistograms(scan, responder)
  const hist = new Float64Array(RESPONSE_BINS)
  const base = new Float64Array(RESPONSE_BINS)
  const day = new Float64Array(RESPONSE_BINS)
  const runs = settledRuns(scan.dayCount, {
    windowDays: DELAY_WINDOW_DAYS,
    test: (a, b) => testWindow(h, a, b, hist, base),
    passes,
    strength: (t) => t.z,
    dayScore: (runFrom, runTo) => {
      base.fill(0)
      for (const [a, b] of baselineRanges(runFrom, runTo, scan.dayCount)) addRange(h, a, b, base)
      const tail = tailBin(base, DELAY_TAIL_SHARE)
      const p = countFrom(base, tail) / Math.max(1, total(base))
      return (d) => {
        day.fill(0)
        addRange(h, d, d + 1, day)
        // Days where most replies are slow extend the event; ordinary days end it.
        return countFrom(day, tail) - ((1 + p) / 2) * total(day)
      }
    },
  })

  const detections: Detection[] = []
  for (const { from, to, result: t } of runs) {
    const [startMinute, endMinute] = messageSpan(scan, from, to)
    const ratio = t.median / Math.max(t.baselineMedian, DELAY_BASELINE_FLOOR_MINUTES)
    detections.push({
      type: 'response_delay',
      severity:
        ratio >= DELAY_CRITICAL_RATIO && t.median >= DELAY_CRITICAL_MIN_MINUTES
          ? 'critical'
          : 'warning',
      startMinute,
      endMinute,
      actor: responder === 0 ? 'you' : 'them',
      value: t.median / 60,
      baseline: t.baselineMedian / 60,
      unit: 'hours',
      strength: Math.min(t.z / DELAY_MIN_Z, ratio / DELAY_MIN_RATIO),
      normalizationStats: histogramMoments(base),
    })
  }
  return detections
}

export function detectResponseDelays(scan: ChatScan): Detection[] {
  return [...detectFor(scan, 0), ...detectFor(scan, 1)]
}
