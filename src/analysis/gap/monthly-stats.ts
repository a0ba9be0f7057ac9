// Per-month statistics and emotional state (docs/product.md §3 monthly stat, §4 emotional
// state and significant month), computed from the real timestamps.

import { MINUTES_PER_DAY, monthIndexToYearMonth, shortMonthName } from '../calendar'
import type { MonthSpan } from '../monthly'
import { sumDays } from '../monthly'
import { round1 } from '../rounding'
import type { ChatScan } from '../scan'
import type { Anomaly, EmotionalState, MonthlyStat } from '../types'

/** docs/product.md §4: a month whose longest gap is over 5 days is Distant (and can be significant). */
export const DISTANT_MAX_GAP_DAYS = 5
/** docs/product.md §4: an average response over 8 hours is Busy. */
export const BUSY_RESPONSE_HOURS = 8
/** docs/product.md §4: more than 50 messages with responses under 3 hours is Close. */
export const CLOSE_MIN_MESSAGES = 50
export const CLOSE_RESPONSE_HOURS = 3
/** docs/product.md §4: fewer than 15 messages is Reconnecting. */
export const RECONNECTING_MAX_MESSAGES = 15
/** Confidence = n / (n + this), in percent: 20 messages give 50, 180 give 90. */
export const CONFIDENCE_HALF_MESSAGES = 20
export const CONFIDENCE_MAX = 99
/** docs/product.md §9: initiation balance of a month without a conversation. */
export const NEUTRAL_INITIATION_BALANCE = 50

/** docs/product.md §4 colours. */
export const EMOTIONAL_STATE_COLORS: Record<EmotionalState, string> = {
  Steady: 'green',
  Close: 'blue',
  Distant: 'red',
  Busy: 'orange',
  Reconnecting: 'purple',
}

/** docs/product.md §4, first matching rule. */
export function emotionalState(
  maxGapDays: number,
  avgResponseHours: number,
  messageCount: number,
): EmotionalState {
  if (maxGapDays > DISTANT_MAX_GAP_DAYS) return 'Distant'
  if (avgResponseHours > BUSY_RESPONSE_HOURS) return 'Busy'
  if (messageCount > CLOSE_MIN_MESSAGES && avgResponseHours < CLOSE_RESPONSE_HOURS) return 'Close'
  if (messageCount < RECONNECTING_MAX_MESSAGES) return 'Reconnecting'
  return 'Steady'
}

export function confidenceScore(messageCount: number): number {
  if (messageCount <= 0) return 0
  return Math.min(
    CONFIDENCE_MAX,
    Math.round((100 * messageCount) / (messageCount + CONFIDENCE_HALF_MESSAGES)),
  )
}

/** docs/product.md §4: at least one anomaly and either Distant or a max gap over 5 days. */
export function isSignificantMonth(
  anomalyCount: number,
  state: EmotionalState,
  maxGapDays: number,
): boolean {
  return anomalyCount >= 1 && (state === 'Distant' || maxGapDays > DISTANT_MAX_GAP_DAYS)
}

/** The engine's English sentence for a month (the page and the PDF write it from the figures). */
export function describeMonth(
  state: EmotionalState,
  messages: number,
  responseHours: number,
  maxGapDays: number,
): string {
  const plural = messages === 1 ? 'message' : 'messages'
  switch (state) {
    case 'Distant':
      return `A quieter month: ${messages} ${plural}, with a pause of ${maxGapDays} days.`
    case 'Busy':
      return `${messages} ${plural}; replies took longer than usual, about ${responseHours} hours.`
    case 'Close':
      return `A close month: ${messages} ${plural} and quick replies, about ${responseHours} hours.`
    case 'Reconnecting':
      return `A light month: ${messages} ${plural}, a time of reconnecting.`
    default:
      return `A steady month: ${messages} ${plural}, replies in about ${responseHours} hours.`
  }
}

/** Longest gap touching each month, in minutes (a gap counts fully in every month it spans). */
function maxGapPerMonth(scan: ChatScan, spans: MonthSpan[]): Float64Array {
  const result = new Float64Array(spans.length)
  const monthOfDay = new Int32Array(scan.dayCount)
  spans.forEach((span, m) => {
    monthOfDay.fill(m, span.from, span.to)
  })
  for (let g = 0; g < scan.conversationGapCount; g++) {
    const start = scan.conversationGapStart[g] ?? 0
    const length = scan.conversationGapMinutes[g] ?? 0
    const first = monthOfDay[Math.floor(start / MINUTES_PER_DAY) - scan.firstDay] ?? 0
    const last = monthOfDay[Math.floor((start + length) / MINUTES_PER_DAY) - scan.firstDay] ?? first
    for (let m = first; m <= last; m++) if (length > (result[m] ?? 0)) result[m] = length
  }
  return result
}

export function buildMonthlyStats(
  scan: ChatScan,
  spans: MonthSpan[],
  anomalies: Anomaly[],
): MonthlyStat[] {
  const gaps = maxGapPerMonth(scan, spans)
  return spans.map((span, m) => {
    const { year, month } = monthIndexToYearMonth(span.index)
    const messageCount = sumDays(scan.dayMessages, span.from, span.to)
    const responses = sumDays(scan.dayResponseCount, span.from, span.to)
    const avgResponseTime =
      responses > 0 ? round1(sumDays(scan.dayResponseSum, span.from, span.to) / responses / 60) : 0
    const conversations = sumDays(scan.dayConversations, span.from, span.to)
    const initiations = sumDays(scan.dayInitiationsUser1, span.from, span.to)
    const initiationBalance =
      conversations > 0
        ? Math.round((initiations / conversations) * 100)
        : NEUTRAL_INITIATION_BALANCE
    const maxGapDays = round1((gaps[m] ?? 0) / MINUTES_PER_DAY)
    const state = emotionalState(maxGapDays, avgResponseTime, messageCount)
    const anomalyCount = anomalies.filter((a) => a.year === year && a.month === month).length
    return {
      month: shortMonthName(month),
      year,
      messageCount,
      avgResponseTime,
      initiationBalance,
      maxGapDays,
      emotionalState: state,
      confidenceScore: confidenceScore(messageCount),
      anomalyCount,
      color: EMOTIONAL_STATE_COLORS[state],
      description: describeMonth(state, messageCount, avgResponseTime, maxGapDays),
      hasSignificantEvent: isSignificantMonth(anomalyCount, state, maxGapDays),
    }
  })
}
