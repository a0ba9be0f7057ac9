// What a detector reports before it is dressed in words (see anomaly.ts).

import { MINUTES_PER_DAY } from '../calendar'
import type { ChatScan } from '../scan'
import type { AnomalyActor, AnomalyComparison, AnomalyType, Severity } from '../types'

export interface Detection {
  type: AnomalyType
  severity: Severity
  /** Wall-clock minutes of the first and last moment of the event. */
  startMinute: number
  endMinute: number
  actor: AnomalyActor
  value: number
  baseline: number
  unit: AnomalyComparison['unit']
  /** How far past its threshold the event is: 1 = just past. Drives the impact rating. */
  strength: number
  normalizationStats: { mean: number; standardDeviation: number; sampleSize: number }
}

/** Index of the first message at or after `minute`. */
export function firstMessageAtOrAfter(scan: ChatScan, minute: number): number {
  const { minutes, length } = scan.chat
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((minutes[mid] ?? 0) < minute) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The first and last message minutes within the days [fromDay, toDay) relative
 * to the scan's first day; the day bounds when those days hold no message.
 */
export function messageSpan(scan: ChatScan, fromDay: number, toDay: number): [number, number] {
  const fromMinute = (scan.firstDay + fromDay) * MINUTES_PER_DAY
  const toMinute = (scan.firstDay + toDay) * MINUTES_PER_DAY
  const first = firstMessageAtOrAfter(scan, fromMinute)
  const afterLast = firstMessageAtOrAfter(scan, toMinute)
  const { minutes } = scan.chat
  if (afterLast <= first) return [fromMinute, toMinute - 1]
  return [minutes[first] ?? fromMinute, minutes[afterLast - 1] ?? toMinute - 1]
}

export function meanAndDeviation(
  sum: number,
  sumSquares: number,
  count: number,
): { mean: number; standardDeviation: number } {
  if (count <= 0) return { mean: 0, standardDeviation: 0 }
  const mean = sum / count
  return { mean, standardDeviation: Math.sqrt(Math.max(0, sumSquares / count - mean * mean)) }
}
