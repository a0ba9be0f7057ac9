// Chapters: lasting changes in a pair's rhythm, the "we used to talk every day"
// that the gap detectors (short anomalies against the surrounding normal) do not
// describe. Three weekly series — messages per day, median reply time, who starts
// conversations — are segmented together by PELT (Killick et al. 2012) with an
// MBIC-style penalty, segments of at least four weeks; then neighbouring segments
// that differ by less than a person would notice are merged. docs/analysis.md §12.

import { formatDay, MINUTES_PER_DAY } from '../calendar'
import { round1 } from '../format'
import { quantile } from '../gap/response-histograms'
import { sumDays } from '../monthly'
import { type ChatScan, RESPONSE_BINS } from '../scan'
import type { RhythmChapter, RhythmChapters } from '../types'
import { pelt } from './pelt'
import { addDayBins, buildWeeks, segmentCost, type Weeks } from './weeks'

/** A chat shorter than this (eight weeks) or with fewer conversations has no chapters to tell. */
export const MIN_CHAPTER_DAYS = 56
export const MIN_CHAPTER_CONVERSATIONS = 40
/** A chapter lasts at least four weeks. */
export const MIN_CHAPTER_WEEKS = 4
/**
 * Penalty per change, in units of ln(weeks): MBIC's (p + 2) log n for p = 3 changing means
 * (Zhang & Siegmund 2007, as in the changepoint package).
 */
export const PENALTY_LOG_FACTOR = 5
/** Neighbouring chapters must differ by one of these, or they are one chapter. */
export const MIN_RATE_RATIO = 2
export const MIN_REPLY_RATIO = 2
export const MIN_INITIATION_CHANGE = 0.15
/** A difference in replies or initiation counts only with this many of them on both sides. */
const MIN_SIDE_SAMPLE = 20

const BINS = RESPONSE_BINS
interface Segment {
  from: number
  to: number
  days: number
  messages: number
  conversations: number
  initiations: number
  replies: number
  /** Median reply from the log-binned histogram, minutes: for comparing chapters only. */
  replyMedian: number
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
  return segmentOf(scan, weeks, a.from, b.to)
}

/** The week boundaries of the chapters: PELT, then the least different neighbours merged. */
export function chapterBoundaries(scan: ChatScan): { weeks: Weeks; segments: Segment[] } {
  const weeks = buildWeeks(scan)
  const penalty = PENALTY_LOG_FACTOR * Math.log(weeks.count)
  const changes = pelt(weeks.count, segmentCost(weeks), penalty, MIN_CHAPTER_WEEKS)
  const edges = [0, ...changes, weeks.count]
  let segments: Segment[] = []
  for (let i = 0; i + 1 < edges.length; i++)
    segments.push(segmentOf(scan, weeks, edges[i] ?? 0, edges[i + 1] ?? 0))
  while (segments.length > 1) {
    let weakest = -1
    let weakestScore = 1
    for (let i = 0; i + 1 < segments.length; i++) {
      const a = segments[i]
      const b = segments[i + 1]
      if (!a || !b) continue
      const score = difference(a, b)
      if (score < weakestScore) {
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
  return { weeks, segments }
}

/** Reply gaps of whole minutes under a day are counted per minute; the rest are kept apart. */
export const COUNTED_MINUTES = MINUTES_PER_DAY

/** The k-th smallest (from 0) of the counted whole minutes and the sorted `others` together. */
function orderStatistic(counts: Uint32Array, others: Float64Array, k: number): number {
  let seen = 0
  let j = 0
  for (let minute = 0; minute < counts.length; minute++) {
    for (; j < others.length && (others[j] ?? 0) < minute; j++, seen++)
      if (seen === k) return others[j] ?? 0
    const count = counts[minute] ?? 0
    if (k < seen + count) return minute
    seen += count
  }
  return others[j + k - seen] ?? 0
}

/** The median of `total` values (the mean of the two middle ones when even), as medianOf gives it. */
function countedMedian(counts: Uint32Array, others: Float64Array, total: number): number {
  const middle = orderStatistic(counts, others, total >> 1)
  if (total % 2 === 1) return middle
  return (middle + orderStatistic(counts, others, (total >> 1) - 1)) / 2
}

/** Each chapter's replies, counted by the reply pass over the chat (reply-times.ts). */
export interface ChapterReplies {
  /** The minute each chapter ends (excluded), ascending; the last chapter never ends. */
  ends: Float64Array
  /** Replies of whole minutes under a day: [chapter * COUNTED_MINUTES + minute]. */
  counts: Uint32Array
  /** The other reply gaps (a day or longer, or not whole minutes), per chapter. */
  others: number[][]
}

export interface ChapterPlan {
  weeks: Weeks
  segments: Segment[]
  replies: ChapterReplies
}

/** Replies of one chapter, for a chat too short for chapters: the reply pass counts into it all the same. */
export function noChapterReplies(): ChapterReplies {
  return {
    ends: Float64Array.of(Number.POSITIVE_INFINITY),
    counts: new Uint32Array(COUNTED_MINUTES),
    others: [[]],
  }
}

/**
 * The chapters' boundaries and the counters their replies go into, or null for a chat under
 * eight weeks or with few conversations ("too few to tell").
 */
export function planChapters(scan: ChatScan): ChapterPlan | null {
  if (scan.dayCount < MIN_CHAPTER_DAYS || scan.conversations < MIN_CHAPTER_CONVERSATIONS)
    return null
  const { weeks, segments } = chapterBoundaries(scan)
  const ends = new Float64Array(segments.length)
  segments.forEach((segment, index) => {
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    ends[index] = (scan.firstDay + dayTo) * MINUTES_PER_DAY
  })
  ends[segments.length - 1] = Number.POSITIVE_INFINITY
  const replies = {
    ends,
    counts: new Uint32Array(segments.length * COUNTED_MINUTES),
    others: segments.map((): number[] => []),
  }
  return { weeks, segments, replies }
}

/** The chapters, once the reply pass has counted their replies. */
export function chaptersOf(
  scan: ChatScan,
  { weeks, segments, replies }: ChapterPlan,
): RhythmChapters {
  const list = segments.map((segment, index): RhythmChapter => {
    const dayFrom = Math.max(0, weeks.firstDay + segment.from * 7)
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    const counts = replies.counts.subarray(index * COUNTED_MINUTES, (index + 1) * COUNTED_MINUTES)
    const others = Float64Array.from(replies.others[index] ?? []).sort()
    let count = others.length
    for (let minute = 0; minute < COUNTED_MINUTES; minute++) count += counts[minute] ?? 0
    return {
      start: formatDay(scan.firstDay + dayFrom),
      end: formatDay(scan.firstDay + dayTo - 1),
      messagesPerDay: round1(segment.messages / Math.max(1, segment.days)),
      replyMedianMinutes: count > 0 ? round1(countedMedian(counts, others, count)) : null,
      user1InitiationPercent:
        segment.conversations > 0
          ? Math.round((100 * segment.initiations) / segment.conversations)
          : null,
    }
  })
  return { tooFewToTell: false, list }
}
