// Chapters: lasting changes in a pair's rhythm, the "we used to talk every day"
// that the gap detectors (short anomalies against the surrounding normal) do not
// describe. Three weekly series — messages per day, median reply time, who starts
// conversations — are segmented together by PELT (Killick et al. 2012) with an
// MBIC-style penalty, segments of at least four weeks; then neighbouring segments
// that differ by less than a person would notice are merged. docs/analysis.md §12.

import { formatDay, MINUTES_PER_DAY } from '../calendar'
import { round1 } from '../format'
import { quantile } from '../gap/response-histograms'
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
  let days = 0
  let messages = 0
  let conversations = 0
  let initiations = 0
  let replies = 0
  for (let w = from; w < to; w++) {
    days += weeks.days[w] ?? 0
    messages += weeks.messages[w] ?? 0
    conversations += weeks.conversations[w] ?? 0
    initiations += weeks.initiations[w] ?? 0
    replies += weeks.replies[w] ?? 0
  }
  const dayFrom = Math.max(0, weeks.firstDay + from * 7)
  const dayTo = Math.min(scan.dayCount, weeks.firstDay + to * 7)
  for (let d = dayFrom; d < dayTo; d++) addDayBins(scan, d, hist)
  return {
    from,
    to,
    days,
    messages,
    conversations,
    initiations,
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
const COUNTED_MINUTES = MINUTES_PER_DAY

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

/** The median (the mean of the two middle values when even), as medianOf gives it. */
function countedMedian(counts: Uint32Array, others: Float64Array): number {
  let total = others.length
  for (let minute = 0; minute < counts.length; minute++) total += counts[minute] ?? 0
  const middle = orderStatistic(counts, others, total >> 1)
  if (total % 2 === 1) return middle
  return (middle + orderStatistic(counts, others, (total >> 1) - 1)) / 2
}

/**
 * The chapters of a chat, or "too few to tell" for a chat under eight weeks or with few
 * conversations. `scratch` holds as many numbers as the chat has messages and is overwritten.
 */
export function computeChapters(scan: ChatScan, scratch: Float64Array): RhythmChapters {
  if (scan.dayCount < MIN_CHAPTER_DAYS || scan.conversations < MIN_CHAPTER_CONVERSATIONS)
    return { tooFewToTell: true }
  const { weeks, segments } = chapterBoundaries(scan)
  const { minutes, sender, length } = scan.chat
  const list: RhythmChapter[] = []
  const counts = new Uint32Array(COUNTED_MINUTES)
  // One pass over the messages: each chapter's replies counted per whole minute, for an exact
  // median without sorting them; the few longer or fractional gaps are kept in `scratch`.
  let i = 1
  for (const segment of segments) {
    const dayFrom = Math.max(0, weeks.firstDay + segment.from * 7)
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    const endMinute = (scan.firstDay + dayTo) * MINUTES_PER_DAY
    counts.fill(0)
    let replies = 0
    let others = 0
    for (; i < length && (minutes[i] ?? 0) < endMinute; i++) {
      if (sender[i] === sender[i - 1]) continue
      const gap = (minutes[i] ?? 0) - (minutes[i - 1] ?? 0)
      replies++
      if (gap < COUNTED_MINUTES && Number.isInteger(gap)) counts[gap] = (counts[gap] ?? 0) + 1
      else scratch[others++] = gap
    }
    list.push({
      start: formatDay(scan.firstDay + dayFrom),
      end: formatDay(scan.firstDay + dayTo - 1),
      messagesPerDay: round1(segment.messages / Math.max(1, segment.days)),
      replyMedianMinutes:
        replies > 0 ? round1(countedMedian(counts, scratch.subarray(0, others).sort())) : null,
      user1InitiationPercent:
        segment.conversations > 0
          ? Math.round((100 * segment.initiations) / segment.conversations)
          : null,
    })
  }
  return { tooFewToTell: false, list }
}
