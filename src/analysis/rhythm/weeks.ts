// The weekly series the chapters are found in: per Monday week, messages per day, the median
// reply and who started the conversations, and the cost of a run of weeks as one chapter (the
// negative log-likelihood PELT minimises). docs/analysis.md §12.

import { weekdayOfDay } from '../calendar'
import { quantile } from '../gap/response-histograms'
import { sumDays } from '../monthly'
import { type ChatScan, RESPONSE_BINS } from '../scan'

/** A week's median reply enters the reply series only with this many replies. */
const MIN_WEEK_REPLIES = 3
/** Floors of the robust noise scales (log units), so a perfectly flat series is not infinitely sure. */
const MIN_SIGMA = 0.1

const BINS = RESPONSE_BINS

export interface Weeks {
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

export function addDayBins(scan: ChatScan, day: number, into: Float64Array): number {
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

export function buildWeeks(scan: ChatScan): Weeks {
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
    let replies = 0
    for (let d = from; d < to; d++) replies += addDayBins(scan, d, hist)
    const messages = sumDays(scan.dayMessages, from, to)
    const conversations = sumDays(scan.dayConversations, from, to)
    const initiations = sumDays(scan.dayInitiationsUser1, from, to)
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
export function segmentCost(weeks: Weeks): (from: number, to: number) => number {
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
