// Silence: a gap between conversations that is long for this pair. A gap is
// measured in active time (week-profile.ts): the hours this pair is usually
// quiet (nights) count for little. It is then judged by the chance that this
// pair has a whole day without a conversation at their pace around that
// time, p0, from a gamma-Poisson (negative binomial) model of their daily
// conversation counts (overdispersed: busy days and quiet days) and never
// below the share of empty days actually seen nearby. A gap of A active days
// has a chance of about p0^A; its surprise is −ln(p0) · A.

import { MINUTES_PER_DAY } from '../calendar'
import type { ChatScan } from '../scan'
import type { Detection } from './detection'
import type { WeekProfile } from './week-profile'
import { prefixRangeSum, prefixSums } from './windows'

/** No gap shorter than this (wall clock) is called a silence. */
export const MIN_SILENCE_DAYS = 2
/** Surprise (−ln probability) a gap needs: e^-10 ≈ 1 in 22,000. */
export const SILENCE_MIN_SURPRISE = 10
/**
 * Four times the surprise, and two weeks or more, make a silence critical. Silences are facts
 * of a chat's own pauses, so time-shuffled chats have them too; on real chats the looser bar
 * of twice the surprise or a week made 50 silences critical in 76 chats (docs/analysis.md §12).
 */
export const SILENCE_CRITICAL_SURPRISE = 40
export const SILENCE_CRITICAL_DAYS = 14
/** Days on each side of a gap that give the pair's pace at that time. */
export const SILENCE_LOCAL_DAYS = 30
/** Fewer local days than this: use the whole chat instead. */
export const SILENCE_MIN_LOCAL_DAYS = 14
/** Bounds of the overdispersion shape k (small k: very uneven days). */
export const MIN_SHAPE = 0.5
export const MAX_SHAPE = 100

interface DayCounts {
  conversations: Float64Array
  empty: Float64Array
  /** Overdispersion shape of the daily counts over the whole chat. */
  shape: number
  dayCount: number
}

function dayCounts(scan: ChatScan): DayCounts {
  const empty = new Uint8Array(scan.dayCount)
  let sum = 0
  let squares = 0
  for (let d = 0; d < scan.dayCount; d++) {
    const c = scan.dayConversations[d] ?? 0
    empty[d] = c === 0 ? 1 : 0
    sum += c
    squares += c * c
  }
  const mean = sum / Math.max(1, scan.dayCount)
  const variance = squares / Math.max(1, scan.dayCount) - mean * mean
  // Method of moments: variance = mean + mean² / k.
  const shape = variance > mean ? (mean * mean) / (variance - mean) : MAX_SHAPE
  return {
    conversations: prefixSums(scan.dayConversations),
    empty: prefixSums(empty),
    shape: Math.min(MAX_SHAPE, Math.max(MIN_SHAPE, shape)),
    dayCount: scan.dayCount,
  }
}

/** Chance of a day without a conversation: the model's, or the share seen, whichever is larger. */
export function emptyDayChance(
  rate: number,
  shape: number,
  emptyDays: number,
  days: number,
): number {
  const model = (1 + rate / shape) ** -shape
  return Math.min(1, Math.max(model, days > 0 ? emptyDays / days : 0))
}

/** Day range [from, to) relative to the first day that a gap touches. */
function gapDays(scan: ChatScan, startMinute: number, endMinute: number): [number, number] {
  return [
    Math.floor(startMinute / MINUTES_PER_DAY) - scan.firstDay,
    Math.floor(endMinute / MINUTES_PER_DAY) - scan.firstDay + 1,
  ]
}

/** Surprise of a gap judged by the pace of [from, to) outside the gap itself (the whole chat if too short). */
function surprise(
  c: DayCounts,
  profile: WeekProfile,
  start: number,
  end: number,
  gap: [number, number],
  from: number,
  to: number,
): number {
  const [gapFrom, gapTo] = gap
  const before: [number, number] = [Math.max(0, from), Math.max(0, Math.min(gapFrom, to))]
  const after: [number, number] = [
    Math.min(c.dayCount, Math.max(gapTo, from)),
    Math.min(c.dayCount, to),
  ]
  let days = before[1] - before[0] + Math.max(0, after[1] - after[0])
  let conversations =
    prefixRangeSum(c.conversations, ...before) + prefixRangeSum(c.conversations, ...after)
  let empty = prefixRangeSum(c.empty, ...before) + prefixRangeSum(c.empty, ...after)
  if (days < SILENCE_MIN_LOCAL_DAYS) {
    days = c.dayCount - (gapTo - gapFrom)
    conversations =
      prefixRangeSum(c.conversations, 0, c.dayCount) -
      prefixRangeSum(c.conversations, gapFrom, gapTo)
    empty = prefixRangeSum(c.empty, 0, c.dayCount) - prefixRangeSum(c.empty, gapFrom, gapTo)
  }
  const p0 = emptyDayChance(conversations / Math.max(1, days), c.shape, empty, days)
  return -Math.log(p0) * profile.activeDays(start, end)
}

export function detectSilences(scan: ChatScan, profile: WeekProfile): Detection[] {
  const counts = dayCounts(scan)
  const minGap = MIN_SILENCE_DAYS * MINUTES_PER_DAY
  const detections: Detection[] = []
  for (let g = 0; g < scan.conversationGapCount; g++) {
    const length = scan.conversationGapMinutes[g] ?? 0
    if (length < minGap) continue
    const start = scan.conversationGapStart[g] ?? 0
    const end = start + length
    const gap = gapDays(scan, start, end)
    const s = surprise(
      counts,
      profile,
      start,
      end,
      gap,
      gap[0] - SILENCE_LOCAL_DAYS,
      gap[1] + SILENCE_LOCAL_DAYS,
    )
    if (s < SILENCE_MIN_SURPRISE) continue
    const days = length / MINUTES_PER_DAY
    detections.push({
      type: 'silence',
      severity:
        s >= SILENCE_CRITICAL_SURPRISE && days >= SILENCE_CRITICAL_DAYS ? 'critical' : 'warning',
      startMinute: start,
      endMinute: end,
      actor: 'both',
      value: days,
      // Filled in by the caller: the normal gap leaves the silences out.
      baseline: 0,
      unit: 'days',
      strength: s / SILENCE_MIN_SURPRISE,
      normalizationStats: { mean: 0, standardDeviation: 0, sampleSize: 0 },
    })
  }
  return detections
}

/**
 * Whether a silence is still surprising at the pace of the days [fromDay,
 * toDay) around it outside the gap itself (a frequency drop found there): a
 * quiet few days inside an already quiet month belong to that drop. A drop
 * that is little more than the silence itself leaves too few days to judge
 * by, and the silence stands.
 */
export function surprisingBeside(
  scan: ChatScan,
  profile: WeekProfile,
  silence: Detection,
  fromDay: number,
  toDay: number,
): boolean {
  const counts = dayCounts(scan)
  const [gapFrom, gapTo] = gapDays(scan, silence.startMinute, silence.endMinute)
  let days = 0
  let conversations = 0
  for (let d = Math.max(0, fromDay); d < Math.min(scan.dayCount, toDay); d++) {
    if (d >= gapFrom && d < gapTo) continue
    days++
    conversations += scan.dayConversations[d] ?? 0
  }
  if (days < SILENCE_MIN_LOCAL_DAYS) return true
  const p0 = emptyDayChance(conversations / days, counts.shape, 0, 0)
  return (
    -Math.log(p0) * profile.activeDays(silence.startMinute, silence.endMinute) >=
    SILENCE_MIN_SURPRISE
  )
}
