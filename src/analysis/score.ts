// Rhythm score, its colour band, the daily average and the communication
// pattern (docs/product.md §9).

/** docs/product.md §9: the balance part is worth at most 50 points. */
export const BALANCE_POINTS = 50
/** docs/product.md §9: each message per day is worth 5 activity points… */
export const ACTIVITY_POINTS_PER_DAILY_MESSAGE = 5
/** …up to 50. */
export const ACTIVITY_POINTS_CAP = 50
/** docs/product.md §9 colour bands. */
export const SCORE_GREEN_MIN = 85
export const SCORE_BLUE_MIN = 70

export type ScoreBand = 'green' | 'blue' | 'amber'

/**
 * docs/product.md §9: smaller message count / larger × 50, plus messages per day × 5
 * capped at 50, rounded. Both zero counts give a balance part of 0.
 */
export function rhythmScore(
  user1Messages: number,
  user2Messages: number,
  dailyAverage: number,
): number {
  const larger = Math.max(user1Messages, user2Messages)
  const balance =
    larger > 0 ? (Math.min(user1Messages, user2Messages) / larger) * BALANCE_POINTS : 0
  const activity = Math.min(dailyAverage * ACTIVITY_POINTS_PER_DAILY_MESSAGE, ACTIVITY_POINTS_CAP)
  return Math.round(balance + activity)
}

/** docs/product.md §9: green at 85 or above, blue at 70 or above, amber below. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_GREEN_MIN) return 'green'
  if (score >= SCORE_BLUE_MIN) return 'blue'
  return 'amber'
}

/**
 * The day span is the number of calendar days from the first message's date
 * to the last message's date, both included: a chat within one day spans 1 day,
 * so the span is never below 1 (docs/product.md §9 "at least 1").
 */
export function daySpan(firstDay: number, lastDay: number): number {
  return Math.max(1, lastDay - firstDay + 1)
}

/** docs/product.md §9: total messages divided by the day span. */
export function dailyAverage(totalMessages: number, span: number): number {
  return totalMessages / Math.max(1, span)
}

export const PATTERN_HIGH_FREQUENCY_ABOVE = 50
export const PATTERN_VERY_ACTIVE_ABOVE = 20
export const PATTERN_REGULAR_ABOVE = 10

export const PATTERNS = {
  highFrequency: 'High-frequency communication',
  veryActive: 'Very active chatting',
  regular: 'Regular messaging',
  occasional: 'Occasional communication',
} as const

/** docs/product.md §9 pattern by messages per day (strictly above each threshold). */
export function communicationPattern(messagesPerDay: number): string {
  if (messagesPerDay > PATTERN_HIGH_FREQUENCY_ABOVE) return PATTERNS.highFrequency
  if (messagesPerDay > PATTERN_VERY_ACTIVE_ABOVE) return PATTERNS.veryActive
  if (messagesPerDay > PATTERN_REGULAR_ABOVE) return PATTERNS.regular
  return PATTERNS.occasional
}

/** docs/product.md §9: initiation rate when there is no conversation. */
export const INITIATION_RATE_WITHOUT_CONVERSATIONS = 50

/** docs/product.md §9: rounded percent of conversations started by User 1, or 50 when there are none. */
export function initiationRateOf(startedByUser1: number, conversations: number): number {
  return conversations > 0
    ? Math.round((startedByUser1 / conversations) * 100)
    : INITIATION_RATE_WITHOUT_CONVERSATIONS
}
