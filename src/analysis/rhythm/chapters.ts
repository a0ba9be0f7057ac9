// Chapters: lasting changes in a pair's rhythm, the "we used to talk every day"
// that the gap detectors (short anomalies against the surrounding normal) do not
// describe. Three weekly series — messages per day, median reply time, who starts
// conversations — are segmented together by PELT (Killick et al. 2012) with an
// MBIC-style penalty, segments of at least four weeks; then neighbouring segments
// that differ by less than a person would notice are merged. docs/analysis.md §12.

import { formatDay, MINUTES_PER_DAY, weekdayOfDay } from '../calendar'
import { round1 } from '../format'
import { quantile } from '../gap/response-histograms'
import { medianOf } from '../response-stats'
import { type ChatScan, RESPONSE_BINS } from '../scan'
import type { RhythmChapter, RhythmChapters } from '../types'
import { pelt } from './pelt'

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
/** A week's median reply enters the reply series only with this many replies. */
const MIN_WEEK_REPLIES = 3
/** Floors of the robust noise scales (log units), so a perfectly flat series is not infinitely sure. */
const MIN_SIGMA = 0.1

const BINS = RESPONSE_BINS

interface Weeks {
  count: number
  /** First day of each week relative to the scan's first day (the first may be negative: weeks start on Monday). */
  firstDay: number
  days: Float64Array
  messages: Float64Array
  conversations: Float64Array
  initiations: Float64Array
  replies: Float64Array
  /** log1p of the week's median reply, minutes (from the log-binned histogram). */
  replyLog: Float64Array
}

function addDayBins(scan: ChatScan, day: number, into: Float64Array): number {
  let n = 0
  const bins = scan.dayResponseBins
  const base = day * 2 * BINS
  for (let b = 0; b < 2 * BINS; b++) {
    const c = bins[base + b] ?? 0
    into[b % BINS] = (into[b % BINS] ?? 0) + c
    n += c
  }
  return n
}

function buildWeeks(scan: ChatScan): Weeks {
  const offset = weekdayOfDay(scan.firstDay)
  const count = Math.floor((scan.dayCount - 1 + offset) / 7) + 1
  const weeks: Weeks = {
    count,
    firstDay: -offset,
    days: new Float64Array(count),
    messages: new Float64Array(count),
    conversations: new Float64Array(count),
    initiations: new Float64Array(count),
    replies: new Float64Array(count),
    replyLog: new Float64Array(count),
  }
  const hist = new Float64Array(BINS)
  for (let w = 0; w < count; w++) {
    const from = Math.max(0, w * 7 - offset)
    const to = Math.min(scan.dayCount, w * 7 + 7 - offset)
    hist.fill(0)
    let messages = 0
    let conversations = 0
    let initiations = 0
    let replies = 0
    for (let d = from; d < to; d++) {
      messages += scan.dayMessages[d] ?? 0
      conversations += scan.dayConversations[d] ?? 0
      initiations += scan.dayInitiationsUser1[d] ?? 0
      replies += addDayBins(scan, d, hist)
    }
    weeks.days[w] = to - from
    weeks.messages[w] = messages
    weeks.conversations[w] = conversations
    weeks.initiations[w] = initiations
    weeks.replies[w] = replies
    weeks.replyLog[w] = replies > 0 ? Math.log1p(quantile(hist, 0.5)) : 0
  }
  return weeks
}

/** Median of |x[k] − x[k−1]| over neighbours both usable, as a normal scale (MAD / √2). */
function differenceScale(values: Float64Array, usable: (k: number) => boolean): number {
  const diffs: number[] = []
  for (let k = 1; k < values.length; k++)
    if (usable(k) && usable(k - 1)) diffs.push(Math.abs((values[k] ?? 0) - (values[k - 1] ?? 0)))
  if (diffs.length === 0) return MIN_SIGMA
  diffs.sort((a, b) => a - b)
  const mad = diffs[diffs.length >> 1] ?? 0
  return Math.max(MIN_SIGMA, (1.4826 * mad) / Math.SQRT2)
}

/** Extra-binomial spread of weekly initiation shares, from neighbouring weeks (≥ 1). */
function initiationDispersion(weeks: Weeks): number {
  const ratios: number[] = []
  for (let k = 1; k < weeks.count; k++) {
    const m1 = weeks.conversations[k - 1] ?? 0
    const m2 = weeks.conversations[k] ?? 0
    if (m1 < 1 || m2 < 1) continue
    const k1 = weeks.initiations[k - 1] ?? 0
    const k2 = weeks.initiations[k] ?? 0
    const pooled = (k1 + k2) / (m1 + m2)
    const variance = pooled * (1 - pooled) * (1 / m1 + 1 / m2)
    if (variance <= 0) continue
    ratios.push((k1 / m1 - k2 / m2) ** 2 / variance)
  }
  if (ratios.length < 4) return 1
  ratios.sort((a, b) => a - b)
  // 0.455 is the median of a chi-square with one degree of freedom.
  return Math.min(4, Math.max(1, (ratios[ratios.length >> 1] ?? 0) / 0.455))
}

function prefix(values: Float64Array, weights: Float64Array, power: 0 | 1 | 2): Float64Array {
  const out = new Float64Array(values.length + 1)
  for (let k = 0; k < values.length; k++) {
    const w = weights[k] ?? 0
    const v = values[k] ?? 0
    out[k + 1] = (out[k] ?? 0) + (power === 0 ? w : power === 1 ? w * v : w * v * v)
  }
  return out
}

function xlogx(k: number, m: number): number {
  return k > 0 ? k * Math.log(k / m) : 0
}

/** The negative log-likelihood of weeks [from, to) as one segment, all three series together. */
function segmentCost(weeks: Weeks): (from: number, to: number) => number {
  const rate = new Float64Array(weeks.count)
  const rateWeight = new Float64Array(weeks.count)
  const replyWeight = new Float64Array(weeks.count)
  for (let k = 0; k < weeks.count; k++) {
    const days = weeks.days[k] ?? 0
    rate[k] = Math.log(((weeks.messages[k] ?? 0) + 0.5) / Math.max(1, days))
    rateWeight[k] = days / 7
    replyWeight[k] = (weeks.replies[k] ?? 0) >= MIN_WEEK_REPLIES ? 1 : 0
  }
  const rateSigma = differenceScale(rate, (k) => (weeks.days[k] ?? 0) === 7)
  const replySigma = differenceScale(weeks.replyLog, (k) => (replyWeight[k] ?? 0) > 0)
  const dispersion = initiationDispersion(weeks)
  const ones = new Float64Array(weeks.count).fill(1)
  const r0 = prefix(rate, rateWeight, 0)
  const r1 = prefix(rate, rateWeight, 1)
  const r2 = prefix(rate, rateWeight, 2)
  const q0 = prefix(weeks.replyLog, replyWeight, 0)
  const q1 = prefix(weeks.replyLog, replyWeight, 1)
  const q2 = prefix(weeks.replyLog, replyWeight, 2)
  const started = prefix(weeks.initiations, ones, 1)
  const total = prefix(weeks.conversations, ones, 1)
  const rateScale = 1 / (rateSigma * rateSigma)
  const replyScale = 1 / (replySigma * replySigma)
  const gauss = (p0: Float64Array, p1: Float64Array, p2: Float64Array, s: number, t: number) => {
    const w = (p0[t] ?? 0) - (p0[s] ?? 0)
    if (w <= 0) return 0
    const sum = (p1[t] ?? 0) - (p1[s] ?? 0)
    return Math.max(0, (p2[t] ?? 0) - (p2[s] ?? 0) - (sum * sum) / w)
  }
  return (s, t) => {
    const k = (started[t] ?? 0) - (started[s] ?? 0)
    const m = (total[t] ?? 0) - (total[s] ?? 0)
    const binomial = m > 0 ? -2 * (xlogx(k, m) + xlogx(m - k, m)) : 0
    return (
      gauss(r0, r1, r2, s, t) * rateScale +
      gauss(q0, q1, q2, s, t) * replyScale +
      binomial / dispersion
    )
  }
}

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
  // One pass over the messages: each chapter's replies, in time order, for an exact median.
  let i = 1
  for (const segment of segments) {
    const dayFrom = Math.max(0, weeks.firstDay + segment.from * 7)
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    const endMinute = (scan.firstDay + dayTo) * MINUTES_PER_DAY
    let replies = 0
    for (; i < length && (minutes[i] ?? 0) < endMinute; i++)
      if (sender[i] !== sender[i - 1])
        scratch[replies++] = (minutes[i] ?? 0) - (minutes[i - 1] ?? 0)
    list.push({
      start: formatDay(scan.firstDay + dayFrom),
      end: formatDay(scan.firstDay + dayTo - 1),
      messagesPerDay: round1(segment.messages / Math.max(1, segment.days)),
      replyMedianMinutes: replies > 0 ? round1(medianOf(scratch, 0, replies)) : null,
      user1InitiationPercent:
        segment.conversations > 0
          ? Math.round((100 * segment.initiations) / segment.conversations)
          : null,
    })
  }
  return { tooFewToTell: false, list }
}
