// The four insight sentences (spec §9), always generated from numbers seen
// from "your" side, so that viewing as the other person regenerates them from
// swapped numbers instead of rewriting words. Tone: awareness, not blame.

import { formatDuration } from './format'

/** Spec §9: your messages / their messages above 2 means you drive the chat… */
export const BALANCE_YOU_DRIVE_ABOVE = 2
/** …below 0.5 means they do. */
export const BALANCE_THEY_DRIVE_BELOW = 0.5
/** Spec §9: an average reply under 30 minutes is very quick; under an hour, prompt. */
export const RESPONSE_VERY_QUICK_BELOW_MINUTES = 30
export const RESPONSE_PROMPT_BELOW_MINUTES = 60
/** Spec §9: a score above 80 with more than 100 messages is excellent; above 60, good. */
export const HEALTH_EXCELLENT_ABOVE = 80
export const HEALTH_EXCELLENT_MIN_MESSAGES_ABOVE = 100
export const HEALTH_GOOD_ABOVE = 60
/** Spec §9: you start more than 70% of conversations: starter; under 30%: responder. */
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

function times(ratio: number): string {
  return `${Math.round(ratio * 10) / 10}×`
}

export function balanceInsight(yourMessages: number, theirMessages: number): string {
  if (theirMessages === 0 && yourMessages > 0) {
    return 'Every message in this export comes from you. It may be a short or partial export; a longer one will show how the conversation flows both ways.'
  }
  if (yourMessages === 0 && theirMessages > 0) {
    return 'Every message in this export comes from them. It may be a short or partial export; a longer one will show how the conversation flows both ways.'
  }
  const ratio = theirMessages > 0 ? yourMessages / theirMessages : 1
  if (ratio > BALANCE_YOU_DRIVE_ABOVE) {
    return `You drive most of the conversation, sending about ${times(ratio)} as many messages as they do. That energy is a sign of care; it can be worth noticing whether the effort feels shared.`
  }
  if (ratio < BALANCE_THEY_DRIVE_BELOW) {
    return `They drive most of the conversation, sending about ${times(1 / ratio)} as many messages as you do. They clearly enjoy staying in touch; it can be worth noticing how that feels on your side.`
  }
  return 'Your conversation is well balanced: you and they each carry a similar share of the messages.'
}

export type ResponseStyle = 'very-quick' | 'prompt' | 'thoughtful'

/** Spec §9: under 30 minutes very quick; otherwise, while shown in minutes, prompt; in hours (or days) thoughtful. */
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
      return `${replies} very quickly, in about ${shown} on average. Conversations tend to flow in real time.`
    case 'prompt':
      return `${replies} promptly, in about ${shown} on average: responsive without needing to be instant.`
    default:
      return `${whose === 'both' ? 'Replies take their' : 'You take your'} time, about ${shown} on average. That is a thoughtful rhythm: answering when there is room to, not on reflex.`
  }
}

export function healthInsight(rhythmScore: number, totalMessages: number): string {
  if (rhythmScore > HEALTH_EXCELLENT_ABOVE && totalMessages > HEALTH_EXCELLENT_MIN_MESSAGES_ABOVE) {
    return 'Your communication rhythm looks excellent: balanced, active and consistent over time.'
  }
  if (rhythmScore > HEALTH_GOOD_ABOVE) {
    return 'Your communication rhythm looks good: a steady connection, with a little room to grow.'
  }
  return 'Your communication rhythm is still developing. Every connection has its own pace, and small, regular check-ins often help it settle.'
}

export function patternInsight(initiationRate: number): string {
  if (initiationRate > STARTER_ABOVE) {
    return `You are usually the conversation starter, opening ${initiationRate}% of your conversations. Reaching out is a gift; notice whether you would like them to reach out more often too.`
  }
  if (initiationRate < RESPONDER_BELOW) {
    return `You are usually the responder: they open ${100 - initiationRate}% of your conversations. They seem to enjoy reaching out, and an occasional first message from you may mean a lot to them.`
  }
  return `You share the first move: you open ${initiationRate}% of your conversations and they open the rest.`
}

export function buildInsights(input: InsightInput): Insights {
  return {
    balanceInsight: balanceInsight(input.yourMessages, input.theirMessages),
    responseInsight: responseInsight(input.averageResponseMinutes),
    healthInsight: healthInsight(input.rhythmScore, input.totalMessages),
    patternInsight: patternInsight(input.initiationRate),
  }
}
