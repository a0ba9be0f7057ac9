// Frequency drop: for some weeks conversations started far less often than
// this pair's own normal. Counted in conversations, not messages: message
// counts inside a burst are heavy-tailed (Wu et al., PNAS 2010), conversation
// starts are far steadier. Days inside a detected silence are left out, so a
// silence is not reported twice. The test allows for the pair's own
// day-to-day spread (overdispersion) measured in the baseline.

import type { ChatScan } from '../scan'
import { type Detection, messageSpan } from './detection'
import {
  adaptiveWindow,
  BASELINE_DAYS,
  baselineSum,
  prefixRangeSum,
  prefixSums,
  settledRuns,
} from './windows'

/** The window holds about 80 conversations at the pair's pace: 4 to 8 weeks. */
export const DROP_WINDOW_TARGET_CONVERSATIONS = 80
export const DROP_MIN_WINDOW_DAYS = 28
export const DROP_MAX_WINDOW_DAYS = 56
/** The window's rate must be at most half the baseline's… */
export const DROP_MAX_RATIO = 0.5
/** …a quarter or less may be critical… */
export const DROP_CRITICAL_RATIO = 0.25
export const DROP_MIN_Z = 3.5
/** …and critical only at twice that evidence: on real chats a quarter of the pace alone is common. */
export const DROP_CRITICAL_Z = 7
/** The baseline must predict at least this many conversations in the window. */
export const DROP_MIN_EXPECTED = 12
/** At least this many days of the window must lie outside silences. */
export const DROP_MIN_ACTIVE_DAYS = 14

interface DropTest {
  z: number
  rate: number
  baselineRate: number
  days: number
  baselineDays: number
  dispersion: number
}

interface Series {
  conv: Float64Array
  squares: Float64Array
  days: Float64Array
  dayCount: number
  /** Days between a window and its baseline, so a long drop does not lower its own baseline. */
  margin: number
}

function testRange(s: Series, from: number, to: number): DropTest | null {
  const days = prefixRangeSum(s.days, from, to)
  const { dayCount, margin } = s
  const baselineDays = baselineSum(s.days, from, to, dayCount, BASELINE_DAYS, margin)
  if (days < DROP_MIN_ACTIVE_DAYS || baselineDays < DROP_MIN_ACTIVE_DAYS) return null
  const baselineCount = baselineSum(s.conv, from, to, dayCount, BASELINE_DAYS, margin)
  const baselineRate = baselineCount / baselineDays
  const expected = baselineRate * days
  if (expected < DROP_MIN_EXPECTED) return null
  const squares = baselineSum(s.squares, from, to, dayCount, BASELINE_DAYS, margin)
  const variance = squares / baselineDays - baselineRate * baselineRate
  const dispersion = Math.max(1, variance / Math.max(baselineRate, 1e-9))
  const count = prefixRangeSum(s.conv, from, to)
  return {
    z: (expected - count) / Math.sqrt(expected * dispersion),
    rate: count / days,
    baselineRate,
    days,
    baselineDays,
    dispersion,
  }
}

function passes(t: DropTest | null): t is DropTest {
  return t !== null && t.z >= DROP_MIN_Z && t.rate <= DROP_MAX_RATIO * t.baselineRate
}

/** `silent` marks days (relative to the first day) inside detected silences. */
export function detectFrequencyDrops(scan: ChatScan, silent: Uint8Array): Detection[] {
  const conv = new Float64Array(scan.dayCount)
  const squares = new Float64Array(scan.dayCount)
  const active = new Float64Array(scan.dayCount)
  for (let d = 0; d < scan.dayCount; d++) {
    if (silent[d]) continue
    const c = scan.dayConversations[d] ?? 0
    conv[d] = c
    squares[d] = c * c
    active[d] = 1
  }
  const convPrefix = prefixSums(conv)
  const daysPrefix = prefixSums(active)
  const activeDays = prefixRangeSum(daysPrefix, 0, scan.dayCount)
  const rate = activeDays > 0 ? prefixRangeSum(convPrefix, 0, scan.dayCount) / activeDays : 0
  const windowDays = adaptiveWindow(
    DROP_WINDOW_TARGET_CONVERSATIONS,
    rate,
    DROP_MIN_WINDOW_DAYS,
    DROP_MAX_WINDOW_DAYS,
  )
  const s: Series = {
    conv: convPrefix,
    squares: prefixSums(squares),
    days: daysPrefix,
    dayCount: scan.dayCount,
    margin: windowDays,
  }
  const runs = settledRuns(scan.dayCount, {
    windowDays,
    test: (a, b) => testRange(s, a, b),
    passes,
    strength: (t) => t.z,
    dayScore: (runFrom, runTo) => {
      const usual = testRange(s, runFrom, runTo)?.baselineRate ?? 0
      // Days below half the usual pace extend the event; days above it end it.
      return (d) => (active[d] ? DROP_MAX_RATIO * usual - (conv[d] ?? 0) : 0)
    },
  })

  const detections: Detection[] = []
  for (const { from, to, result: t } of runs) {
    const [startMinute, endMinute] = messageSpan(scan, from, to)
    const ratio = t.rate / t.baselineRate
    detections.push({
      type: 'frequency_drop',
      severity: ratio <= DROP_CRITICAL_RATIO && t.z >= DROP_CRITICAL_Z ? 'critical' : 'warning',
      startMinute,
      endMinute,
      actor: 'both',
      // Shown as the average time between conversations, in hours.
      value: t.rate > 0 ? 24 / t.rate : 24 * t.days,
      baseline: 24 / t.baselineRate,
      unit: 'hours',
      strength: Math.min(t.z / DROP_MIN_Z, DROP_MAX_RATIO / Math.max(ratio, 0.01)),
      normalizationStats: {
        mean: t.baselineRate,
        standardDeviation: Math.sqrt(t.baselineRate * t.dispersion),
        sampleSize: t.baselineDays,
      },
    })
  }
  return detections
}
