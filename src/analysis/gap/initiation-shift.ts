// Initiation shift: for some weeks one person opened far more of the
// conversations than usual. A sliding four-week window of conversation starts
// is compared with the 120 days on each side (binomial z), and the change
// must also be large in plain terms (25 percentage points).

import type { ChatScan } from '../scan'
import { type Detection, messageSpan } from './detection'
import { adaptiveWindow, baselineSum, prefixRangeSum, prefixSums, settledRuns } from './windows'

/** The window holds about 60 conversations at the pair's pace: 3 to 8 weeks. */
export const SHIFT_WINDOW_TARGET_CONVERSATIONS = 60
export const SHIFT_MIN_WINDOW_DAYS = 21
export const SHIFT_MAX_WINDOW_DAYS = 56
export const SHIFT_BASELINE_DAYS = 120
export const SHIFT_MIN_WINDOW_CONVERSATIONS = 15
export const SHIFT_MIN_BASELINE_CONVERSATIONS = 40
export const SHIFT_MIN_Z = 4.5
/** At least 25 percentage points more conversations started by one side. */
export const SHIFT_MIN_CHANGE = 0.25
/** 40 points or more is critical. */
export const SHIFT_CRITICAL_CHANGE = 0.4
/** The baseline share is kept inside [5%, 95%] so the test never divides by zero. */
export const SHARE_CLAMP = 0.05

interface ShiftTest {
  z: number
  share: number
  baselineShare: number
  n: number
  baselineN: number
}

interface Series {
  conv: Float64Array
  init: Float64Array
  /** The same counts without the days that must not shape a baseline. */
  baseConv: Float64Array
  baseInit: Float64Array
  dayCount: number
  margin: number
}

function testRange(s: Series, from: number, to: number): ShiftTest | null {
  const n = prefixRangeSum(s.conv, from, to)
  const baselineN = baselineSum(s.baseConv, from, to, s.dayCount, SHIFT_BASELINE_DAYS, s.margin)
  if (n < SHIFT_MIN_WINDOW_CONVERSATIONS || baselineN < SHIFT_MIN_BASELINE_CONVERSATIONS)
    return null
  const share = prefixRangeSum(s.init, from, to) / n
  const baselineShare =
    baselineSum(s.baseInit, from, to, s.dayCount, SHIFT_BASELINE_DAYS, s.margin) / baselineN
  const p = Math.min(1 - SHARE_CLAMP, Math.max(SHARE_CLAMP, baselineShare))
  // Two-proportion test: both the window and its baseline are samples.
  const z = (share - p) / Math.sqrt(p * (1 - p) * (1 / n + 1 / baselineN))
  return { z, share, baselineShare, n, baselineN }
}

function passes(t: ShiftTest | null, sign: 1 | -1): t is ShiftTest {
  return (
    t !== null &&
    sign * t.z >= SHIFT_MIN_Z &&
    sign * (t.share - t.baselineShare) >= SHIFT_MIN_CHANGE
  )
}

/** Prefix sums of `values` with the days that `mask` (or `more`) marks left out. */
function maskedPrefix(values: Uint32Array, mask: Uint8Array, more?: Uint8Array): Float64Array {
  const kept = new Float64Array(values.length)
  for (let d = 0; d < values.length; d++) if (!mask[d] && !more?.[d]) kept[d] = values[d] ?? 0
  return prefixSums(kept)
}

/**
 * `ignored` marks days (relative to the first day) whose conversation starts
 * do not tell who reaches out: during a response delay every slow reply opens
 * a conversation by the 30-minute rule of docs/product.md §9. `notBaseline` marks days left
 * out of every baseline, such as other shifts already found.
 */
export function detectInitiationShifts(
  scan: ChatScan,
  ignored: Uint8Array,
  notBaseline: Uint8Array = ignored,
): Detection[] {
  const conv = maskedPrefix(scan.dayConversations, ignored)
  const init = maskedPrefix(scan.dayInitiationsUser1, ignored)
  const rate = prefixRangeSum(conv, 0, scan.dayCount) / Math.max(1, scan.dayCount)
  const windowDays = adaptiveWindow(
    SHIFT_WINDOW_TARGET_CONVERSATIONS,
    rate,
    SHIFT_MIN_WINDOW_DAYS,
    SHIFT_MAX_WINDOW_DAYS,
  )
  const series: Series = {
    conv,
    init,
    baseConv: maskedPrefix(scan.dayConversations, ignored, notBaseline),
    baseInit: maskedPrefix(scan.dayInitiationsUser1, ignored, notBaseline),
    dayCount: scan.dayCount,
    margin: windowDays,
  }
  const detections: Detection[] = []
  for (const sign of [1, -1] as const) {
    const runs = settledRuns(scan.dayCount, {
      windowDays,
      test: (a, b) => testRange(series, a, b),
      passes: (t): t is ShiftTest => passes(t, sign),
      strength: (t) => sign * t.z,
      dayScore: (runFrom, runTo) => {
        const p = testRange(series, runFrom, runTo)?.baselineShare ?? 0.5
        // Days beyond the minimum change extend the event; days short of it end it.
        return (d) =>
          sign *
          (prefixRangeSum(init, d, d + 1) -
            (p + sign * SHIFT_MIN_CHANGE) * prefixRangeSum(conv, d, d + 1))
      },
    })
    for (const { from, to, result: t } of runs) {
      const [startMinute, endMinute] = messageSpan(scan, from, to)
      // Seen from the side that started more: User 1 ('you') when the share rose.
      const actorShare = sign === 1 ? t.share : 1 - t.share
      const actorBaseline = sign === 1 ? t.baselineShare : 1 - t.baselineShare
      const change = Math.abs(t.share - t.baselineShare)
      const sd = Math.sqrt((t.baselineShare * (1 - t.baselineShare)) / t.n) * 100
      detections.push({
        type: 'initiation_shift',
        severity: change >= SHIFT_CRITICAL_CHANGE ? 'critical' : 'warning',
        startMinute,
        endMinute,
        actor: sign === 1 ? 'you' : 'them',
        value: actorShare * 100,
        baseline: actorBaseline * 100,
        unit: 'percent',
        strength: Math.min((sign * t.z) / SHIFT_MIN_Z, change / SHIFT_MIN_CHANGE),
        normalizationStats: {
          mean: actorBaseline * 100,
          standardDeviation: sd,
          sampleSize: t.baselineN,
        },
      })
    }
  }
  return detections
}
