// Who starts conversations, month by month, with how sure each month's share is:
// a 95% Wilson score interval (Wilson 1927), which stays inside 0–100% and is
// honest for small counts where the normal approximation is not (Brown, Cai &
// DasGupta, Statistical Science 2001). A month with few conversations is "too
// few to tell" rather than a share read from a handful of them.

import { formatMonthKey } from '../calendar'
import { type MonthSpan, sumDays } from '../monthly'
import { round1 } from '../rounding'
import type { ChatScan } from '../scan'
import type { RhythmBalanceMonth, RhythmBalanceOverTime } from '../types'
import { MIN_CHAPTER_CONVERSATIONS, MIN_CHAPTER_DAYS } from './chapters'

/** A month needs this many conversations for a share. */
export const MIN_MONTH_CONVERSATIONS = 10
/** 97.5th percentile of the standard normal: a 95% interval. */
const Z = 1.959964

/** The 95% Wilson interval of k successes in n trials, as fractions. */
export function wilsonInterval(k: number, n: number): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 }
  const p = k / n
  const z2 = Z * Z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

export function computeBalanceOverTime(scan: ChatScan, spans: MonthSpan[]): RhythmBalanceOverTime {
  if (scan.dayCount < MIN_CHAPTER_DAYS || scan.conversations < MIN_CHAPTER_CONVERSATIONS)
    return { tooFewToTell: true }
  const months = spans.map((span): RhythmBalanceMonth => {
    const month = formatMonthKey(span.index)
    const conversations = sumDays(scan.dayConversations, span.from, span.to)
    if (conversations < MIN_MONTH_CONVERSATIONS) return { month, conversations, tooFewToTell: true }
    const started = sumDays(scan.dayInitiationsUser1, span.from, span.to)
    const { low, high } = wilsonInterval(started, conversations)
    return {
      month,
      conversations,
      tooFewToTell: false,
      user1InitiationPercent: round1((100 * started) / conversations),
      lowPercent: round1(100 * low),
      highPercent: round1(100 * high),
    }
  })
  return { tooFewToTell: false, months }
}
