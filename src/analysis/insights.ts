// The four insight sentences (docs/product.md §9), always generated from numbers seen
// from "your" side, so that viewing as the other person regenerates them from
// swapped numbers instead of rewriting words. Tone: awareness, not blame.

import { formatDuration, isUnderAMinute } from './duration-text'
import { round1 } from './rounding'
import type { FirstFigures } from './types'

/** docs/product.md §9: your messages / their messages above 2 means you drive the chat… */
export const BALANCE_YOU_DRIVE_ABOVE = 2
/** …below 0.5 means they do. */
export const BALANCE_THEY_DRIVE_BELOW = 0.5
/** docs/product.md §9: an average reply under 30 minutes is very quick; under an hour, prompt. */
export const RESPONSE_VERY_QUICK_BELOW_MINUTES = 30
export const RESPONSE_PROMPT_BELOW_MINUTES = 60
/** docs/product.md §9: a score above 80 with more than 100 messages is excellent; above 60, good. */
export const HEALTH_EXCELLENT_ABOVE = 80
export const HEALTH_EXCELLENT_MIN_MESSAGES_ABOVE = 100
export const HEALTH_GOOD_ABOVE = 60
/** docs/product.md §9: you start more than 70% of conversations: starter; under 30%: responder. */
export const STARTER_ABOVE = 70
export const RESPONDER_BELOW = 30

export interface InsightInput {
  yourMessages: number
  theirMessages: number
  /** Mean response time in minutes, or null when the chat holds no response. */
  averageResponseMinutes: number | null
  rhythmScore: number
  totalMessages: number
  /** Percent of conversations you started. */
  initiationRate: number
}

export interface Insights {
  balanceInsight: string
  responseInsight: string
  healthInsight: string
  patternInsight: string
}

/** Which sentence each insight is, with the values it quotes: the web writes it in any language. */
export type BalanceCase = 'all-yours' | 'all-theirs' | 'you-drive' | 'they-drive' | 'balanced'
export type HealthCase = 'excellent' | 'good' | 'developing'
export type PatternCase = 'starter' | 'responder' | 'shared'

export interface InsightCases {
  /** `ratio`: how many times as many messages the side that drives sends, one decimal. */
  balance: { case: BalanceCase; ratio: number }
  /** `minutes`: the average reply; null when the chat holds no reply. */
  response: { case: ResponseStyle | 'none'; minutes: number | null }
  health: HealthCase
  /** `percent`: of the conversations the side that starts more often opens. */
  pattern: { case: PatternCase; percent: number }
}

export function balanceCase(yourMessages: number, theirMessages: number): InsightCases['balance'] {
  if (theirMessages === 0 && yourMessages > 0) return { case: 'all-yours', ratio: 0 }
  if (yourMessages === 0 && theirMessages > 0) return { case: 'all-theirs', ratio: 0 }
  const ratio = theirMessages > 0 ? yourMessages / theirMessages : 1
  if (ratio > BALANCE_YOU_DRIVE_ABOVE) return { case: 'you-drive', ratio: round1(ratio) }
  if (ratio < BALANCE_THEY_DRIVE_BELOW) return { case: 'they-drive', ratio: round1(1 / ratio) }
  return { case: 'balanced', ratio: round1(ratio) }
}

export function healthCase(rhythmScore: number, totalMessages: number): HealthCase {
  if (rhythmScore > HEALTH_EXCELLENT_ABOVE && totalMessages > HEALTH_EXCELLENT_MIN_MESSAGES_ABOVE)
    return 'excellent'
  if (rhythmScore > HEALTH_GOOD_ABOVE) return 'good'
  return 'developing'
}

export function patternCase(initiationRate: number): InsightCases['pattern'] {
  if (initiationRate > STARTER_ABOVE) return { case: 'starter', percent: initiationRate }
  if (initiationRate < RESPONDER_BELOW) return { case: 'responder', percent: 100 - initiationRate }
  return { case: 'shared', percent: initiationRate }
}

export function insightCases(input: InsightInput): InsightCases {
  const minutes = input.averageResponseMinutes
  return {
    balance: balanceCase(input.yourMessages, input.theirMessages),
    response: { case: minutes === null ? 'none' : responseStyle(minutes), minutes },
    health: healthCase(input.rhythmScore, input.totalMessages),
    pattern: patternCase(input.initiationRate),
  }
}

/** The numbers a result's sentences are made from, from "your" side of the result as it is viewed. */
export function insightInputOf(result: FirstFigures): InsightInput {
  const data = result.analysisData
  const { averageMinutes, totalResponses } = data.responseTimeStats
  return {
    yourMessages: data.user1Messages,
    theirMessages: data.user2Messages,
    averageResponseMinutes: totalResponses > 0 ? averageMinutes : null,
    rhythmScore: result.rhythmScore,
    totalMessages: result.totalMessages,
    initiationRate: result.initiationRate,
  }
}

function times(ratio: number): string {
  return `${round1(ratio)}×`
}

export function balanceInsight(yourMessages: number, theirMessages: number): string {
  const { case: which, ratio } = balanceCase(yourMessages, theirMessages)
  switch (which) {
    case 'all-yours':
      return 'Every message in this export comes from you. It may be a short or partial export; a longer one will show how the conversation flows both ways.'
    case 'all-theirs':
      return 'Every message in this export comes from them. It may be a short or partial export; a longer one will show how the conversation flows both ways.'
    case 'you-drive':
      return `You drive most of the conversation, sending about ${times(ratio)} as many messages as they do. That energy is a sign of care; it can be worth noticing whether the effort feels shared.`
    case 'they-drive':
      return `They drive most of the conversation, sending about ${times(ratio)} as many messages as you do. They clearly enjoy staying in touch; it can be worth noticing how that feels on your side.`
    default:
      return 'Your conversation is well balanced: you and they each carry a similar share of the messages.'
  }
}

export type ResponseStyle = 'very-quick' | 'prompt' | 'thoughtful'

/** docs/product.md §9: under 30 minutes very quick; otherwise, while shown in minutes, prompt; in hours (or days) thoughtful. */
export function responseStyle(averageResponseMinutes: number): ResponseStyle {
  if (averageResponseMinutes < RESPONSE_VERY_QUICK_BELOW_MINUTES) return 'very-quick'
  if (averageResponseMinutes < RESPONSE_PROMPT_BELOW_MINUTES) return 'prompt'
  return 'thoughtful'
}

/** About the replies of both of you (an analysis) or of you alone (the landing demo). */
export function responseInsight(
  averageResponseMinutes: number | null,
  whose: 'both' | 'you' = 'both',
): string {
  if (averageResponseMinutes === null) {
    return 'There are no replies in this export yet, so a response style cannot be read from it.'
  }
  const shown = formatDuration(averageResponseMinutes)
  const replies = whose === 'both' ? 'Replies come' : 'You reply'
  switch (responseStyle(averageResponseMinutes)) {
    case 'very-quick':
      return `${replies} very quickly, in ${isUnderAMinute(averageResponseMinutes) ? shown : `about ${shown}`} on average. Conversations tend to flow in real time.`
    case 'prompt':
      return `${replies} promptly, in about ${shown} on average: responsive without needing to be instant.`
    default:
      return `${whose === 'both' ? 'Replies take their' : 'You take your'} time, about ${shown} on average. That is a thoughtful rhythm: answering when there is room to, not on reflex.`
  }
}

export function healthInsight(rhythmScore: number, totalMessages: number): string {
  const which = healthCase(rhythmScore, totalMessages)
  if (which === 'excellent') {
    return 'Your communication rhythm looks excellent: balanced, active and consistent over time.'
  }
  if (which === 'good') {
    return 'Your communication rhythm looks good: a steady connection, with a little room to grow.'
  }
  return 'Your communication rhythm is still developing. Every connection has its own pace, and small, regular check-ins often help it settle.'
}

export function patternInsight(initiationRate: number): string {
  const { case: which, percent } = patternCase(initiationRate)
  if (which === 'starter') {
    return `You are usually the conversation starter, opening ${percent}% of your conversations. Reaching out is a gift; notice whether you would like them to reach out more often too.`
  }
  if (which === 'responder') {
    return `You are usually the responder: they open ${percent}% of your conversations. They seem to enjoy reaching out, and an occasional first message from you may mean a lot to them.`
  }
  return `You share the first move: you open ${percent}% of your conversations and they open the rest.`
}

export function buildInsights(input: InsightInput): Insights {
  return {
    balanceInsight: balanceInsight(input.yourMessages, input.theirMessages),
    responseInsight: responseInsight(input.averageResponseMinutes),
    healthInsight: healthInsight(input.rhythmScore, input.totalMessages),
    patternInsight: patternInsight(input.initiationRate),
  }
}
