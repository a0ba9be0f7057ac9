// The chapters' boundaries: binary segmentation of the conversations' weekly series, each split
// kept only when the permutation test finds it clear (break-test.ts), then neighbouring segments
// that differ by less than a person would notice merged. docs/analysis.md §12.

import { quantile } from '../gap/response-histograms'
import { sumDays } from '../monthly'
import { type ChatScan, RESPONSE_BINS } from '../scan'
import { BREAK_SIGNIFICANCE, breakPValue, type WindowTest } from './break-test'
import { bestSplit, costSums, estimateScales } from './chapter-cost'
import {
  addUnit,
  type ConversationUnits,
  emptyUnitWeeks,
  type UnitWeeks,
  weekOf,
} from './conversation-units'
import { addDayBins, buildWeeks, type Weeks } from './weeks'

/** A chapter lasts at least four weeks. */
export const MIN_CHAPTER_WEEKS = 4
/** Neighbouring chapters must differ by one of these, or they are one chapter. */
export const MIN_RATE_RATIO = 2
export const MIN_REPLY_RATIO = 2
export const MIN_INITIATION_CHANGE = 0.15
/** A difference in replies or initiation counts only with this many of them on both sides. */
const MIN_SIDE_SAMPLE = 20

const BINS = RESPONSE_BINS

export interface Segment {
  from: number
  to: number
  days: number
  messages: number
  conversations: number
  initiations: number
  replies: number
  /** Median reply from the log-binned histogram, minutes: for comparing chapters only. */
  replyMedian: number
  /** The permutation p-value of the break that opens this segment, once tested. */
  breakPValue?: number
}

function segmentOf(scan: ChatScan, weeks: Weeks, from: number, to: number): Segment {
  const hist = new Float64Array(BINS)
  const replies = sumDays(weeks.replies, from, to)
  const dayFrom = Math.max(0, weeks.firstDay + from * 7)
  const dayTo = Math.min(scan.dayCount, weeks.firstDay + to * 7)
  for (let d = dayFrom; d < dayTo; d++) addDayBins(scan, d, hist)
  return {
    from,
    to,
    days: sumDays(weeks.days, from, to),
    messages: sumDays(weeks.messages, from, to),
    conversations: sumDays(weeks.conversations, from, to),
    initiations: sumDays(weeks.initiations, from, to),
    replies,
    replyMedian: replies > 0 ? quantile(hist, 0.5) : 0,
  }
}

/** How clearly two neighbouring chapters differ: 1 or more is a change a person would notice. */
function difference(a: Segment, b: Segment): number {
  const rate = Math.abs(Math.log((b.messages + 0.5) / b.days / ((a.messages + 0.5) / a.days)))
  let score = rate / Math.log(MIN_RATE_RATIO)
  if (a.replies >= MIN_SIDE_SAMPLE && b.replies >= MIN_SIDE_SAMPLE) {
    const reply = Math.abs(Math.log1p(b.replyMedian) - Math.log1p(a.replyMedian))
    score = Math.max(score, reply / Math.log(MIN_REPLY_RATIO))
  }
  if (a.conversations >= MIN_SIDE_SAMPLE && b.conversations >= MIN_SIDE_SAMPLE) {
    const change = Math.abs(b.initiations / b.conversations - a.initiations / a.conversations)
    score = Math.max(score, change / MIN_INITIATION_CHANGE)
  }
  return score
}

function merge(scan: ChatScan, weeks: Weeks, a: Segment, b: Segment): Segment {
  const merged = segmentOf(scan, weeks, a.from, b.to)
  merged.breakPValue = a.breakPValue
  return merged
}

/** The weekly series of the chat's conversations, on the same Monday weeks as `weeks`. */
function unitWeeksOf(scan: ChatScan, weeks: Weeks, units: ConversationUnits): UnitWeeks {
  const series = emptyUnitWeeks(weeks.count)
  const firstWeekDay = scan.firstDay + weeks.firstDay
  for (let k = 0; k < units.count; k++) {
    const pause =
      k > 0 ? (units.start[k] ?? 0) - (units.start[k - 1] ?? 0) - (units.length[k - 1] ?? 0) : null
    addUnit(series, weekOf(units.start[k] ?? 0, firstWeekDay), units, k, pause)
  }
  return series
}

/**
 * The week boundaries of the chapters, by binary segmentation: the strongest split of the
 * whole chat is kept only when the permutation test (break-test.ts) finds it rare among
 * reorderings of the chat's own conversations and pauses; then each side is searched the same
 * way. Under no change at all, a chat is split by mistake with probability BREAK_SIGNIFICANCE,
 * whatever its burstiness. Neighbours that differ by less than a person would notice are then
 * merged.
 */
export function chapterBoundaries(scan: ChatScan): { weeks: Weeks; segments: Segment[] } {
  const weeks = buildWeeks(scan)
  // The scan has read the chat's conversations one by one (conversationUnits gives the same).
  const units = scan.units
  const series = unitWeeksOf(scan, weeks, units)
  const scales = estimateScales(series)
  const sums = costSums(series)
  const replyMean = new Float64Array(units.count)
  for (let k = 0; k < units.count; k++)
    replyMean[k] = (units.replyLogSum[k] ?? 0) / Math.max(1, units.replyCount[k] ?? 0)
  const test: WindowTest = {
    units,
    firstWeekDay: scan.firstDay + weeks.firstDay,
    scales,
    minWeeks: MIN_CHAPTER_WEEKS,
    replyMean,
  }
  const breaks = new Map<number, number>()
  const search = (from: number, to: number) => {
    const { at, gain } = bestSplit(sums, scales, from, to, MIN_CHAPTER_WEEKS)
    if (at === 0) return
    const p = breakPValue(test, from, to, gain)
    if (p > BREAK_SIGNIFICANCE) return
    breaks.set(at, p)
    search(from, at)
    search(at, to)
  }
  search(0, weeks.count)
  const edges = [0, ...[...breaks.keys()].sort((a, b) => a - b), weeks.count]
  let segments: Segment[] = []
  for (let i = 0; i + 1 < edges.length; i++) {
    const segment = segmentOf(scan, weeks, edges[i] ?? 0, edges[i + 1] ?? 0)
    segment.breakPValue = breaks.get(segment.from)
    segments.push(segment)
  }
  segments = mergeWhile(scan, weeks, segments, (a, b) => {
    const score = difference(a, b)
    return score < 1 ? 1 - score : null
  })
  return { weeks, segments }
}

/**
 * Merges the pair of neighbours `weakness` scores highest, again and again, until it scores
 * none (null: a break to keep).
 */
function mergeWhile(
  scan: ChatScan,
  weeks: Weeks,
  list: Segment[],
  weakness: (a: Segment, b: Segment) => number | null,
): Segment[] {
  let segments = list
  while (segments.length > 1) {
    let weakest = -1
    let weakestScore = Number.NEGATIVE_INFINITY
    for (let i = 0; i + 1 < segments.length; i++) {
      const a = segments[i]
      const b = segments[i + 1]
      if (!a || !b) continue
      const score = weakness(a, b)
      if (score !== null && score > weakestScore) {
        weakestScore = score
        weakest = i
      }
    }
    const a = segments[weakest]
    const b = segments[weakest + 1]
    if (!a || !b) break
    segments = [
      ...segments.slice(0, weakest),
      merge(scan, weeks, a, b),
      ...segments.slice(weakest + 2),
    ]
  }
  return segments
}
