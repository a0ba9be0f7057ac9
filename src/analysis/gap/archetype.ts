// The pair's communication archetype, chosen from its real metrics out of a
// small documented set (first matching rule wins). Archetypes describe the
// pair, never one person, so they read the same from either side.

import { formatDuration, isUnderAMinute } from '../duration-text'
import type { Archetype, ArchetypeReplies } from '../types'

export interface ArchetypeMetrics {
  messagesPerDay: number
  /** Percent of conversations User 1 started. */
  initiationRate: number
  medianResponseMinutes: number
  /** Percent of responses within an hour. */
  withinHourRate: number
  averageConversationLength: number
  totalResponses: number
}

/** Many messages a day and near-instant replies. */
export const COMPANIONS_MIN_MESSAGES_PER_DAY = 50
export const COMPANIONS_MAX_MEDIAN_REPLY_MINUTES = 5
/** One person opens more than 70% (or under 30%) of conversations (docs/product.md §9 starter/responder). */
export const LEAD_FOLLOW_ABOVE = 70
export const LEAD_FOLLOW_BELOW = 30
/** Typical replies slower than half an hour, or fewer than 60% of replies within an hour. */
export const THOUGHTFUL_MIN_MEDIAN_REPLY_MINUTES = 30
export const THOUGHTFUL_MAX_WITHIN_HOUR_RATE = 60
/** Long conversations: 25 or more messages each on average. */
export const DEEP_DIVE_MIN_CONVERSATION_LENGTH = 25
/** Up to 10 messages a day (docs/product.md §9 'Occasional communication'). */
export const CHECK_IN_MAX_MESSAGES_PER_DAY = 10

type ArchetypeText = Omit<Archetype, 'responsePatterns'>

export const ARCHETYPES = {
  companions: {
    name: 'The Constant Companions',
    description:
      'You share the day as it happens: frequent messages and replies that arrive almost at once.',
    traits: ['Always in touch', 'Real-time replies', 'Shared everyday moments'],
    communicationStyle: 'A running conversation that follows both of your days.',
    strengths: ['Deep familiarity', 'Quick support when it is needed', 'Small moments get shared'],
  },
  leadFollow: {
    name: 'The Lead and Follow',
    description: 'One of you usually opens the conversation and the other warmly picks it up.',
    traits: ['A natural initiator', 'A reliable responder', 'Clear roles'],
    communicationStyle:
      'One side reaches out, the other side answers: a rhythm many close pairs settle into.',
    strengths: [
      'Predictable contact',
      'Someone always keeps the thread alive',
      'Room to rebalance if you want to',
    ],
  },
  thoughtful: {
    name: 'The Thoughtful Connector',
    description: 'You take your time to answer, and your conversations carry on across the day.',
    traits: ['Considered replies', 'Comfortable with pauses', 'Steady over time'],
    communicationStyle: 'Unhurried exchanges that fit around the rest of life.',
    strengths: [
      'No pressure to be instant',
      'Replies with room to think',
      'Resilient through busy periods',
    ],
  },
  deepDive: {
    name: 'The Deep-Dive Duo',
    description:
      'When you talk, you really talk: long conversations with quiet stretches in between.',
    traits: ['Long conversations', 'Bursts of closeness', 'Comfortable quiet'],
    communicationStyle: 'Fewer, fuller conversations rather than constant small ones.',
    strengths: [
      'Depth over frequency',
      'Undivided attention',
      'Easy to pick up where you left off',
    ],
  },
  checkIn: {
    name: 'The Steady Check-In',
    description: 'You stay in touch at a gentle pace, checking in rather than chatting all day.',
    traits: ['Light touch', 'Reliable contact', 'Low pressure'],
    communicationStyle: 'Occasional, regular messages that keep the connection warm.',
    strengths: ['Sustainable rhythm', 'Respect for each other’s time', 'Contact that lasts'],
  },
  balanced: {
    name: 'The Balanced Communicator',
    description:
      'You share the effort of staying in touch and reply to each other at an easy pace.',
    traits: ['Shared initiative', 'Responsive', 'Consistent'],
    communicationStyle: 'A two-way rhythm where both of you reach out and both of you answer.',
    strengths: ['Mutual effort', 'Reliable replies', 'A rhythm that feels fair'],
  },
} as const satisfies Record<string, ArchetypeText>

export type ArchetypeKey = keyof typeof ARCHETYPES

export function archetypeKey(m: ArchetypeMetrics): ArchetypeKey {
  if (
    m.messagesPerDay > COMPANIONS_MIN_MESSAGES_PER_DAY &&
    m.medianResponseMinutes <= COMPANIONS_MAX_MEDIAN_REPLY_MINUTES
  ) {
    return 'companions'
  }
  if (m.initiationRate > LEAD_FOLLOW_ABOVE || m.initiationRate < LEAD_FOLLOW_BELOW)
    return 'leadFollow'
  if (
    m.totalResponses > 0 &&
    (m.medianResponseMinutes > THOUGHTFUL_MIN_MEDIAN_REPLY_MINUTES ||
      m.withinHourRate < THOUGHTFUL_MAX_WITHIN_HOUR_RATE)
  ) {
    return 'thoughtful'
  }
  if (m.averageConversationLength >= DEEP_DIVE_MIN_CONVERSATION_LENGTH) return 'deepDive'
  if (m.messagesPerDay <= CHECK_IN_MAX_MESSAGES_PER_DAY) return 'checkIn'
  return 'balanced'
}

/** The reply figures of a personal archetype, from the pair's metrics; null with no replies. */
export function archetypeReplies(
  m: Pick<ArchetypeMetrics, 'totalResponses' | 'medianResponseMinutes' | 'withinHourRate'>,
): ArchetypeReplies | null {
  return m.totalResponses > 0
    ? { medianMinutes: m.medianResponseMinutes, withinHourPercent: m.withinHourRate }
    : null
}

export function buildArchetype(m: ArchetypeMetrics): Archetype {
  const base = ARCHETYPES[archetypeKey(m)]
  const responsePatterns =
    m.totalResponses > 0
      ? `Half of all replies arrive ${isUnderAMinute(m.medianResponseMinutes) ? 'in' : 'within'} ${formatDuration(m.medianResponseMinutes)}, and ${m.withinHourRate}% within an hour.`
      : 'There are no replies in this export yet.'
  return {
    name: base.name,
    description: base.description,
    traits: [...base.traits],
    communicationStyle: base.communicationStyle,
    responsePatterns,
    strengths: [...base.strengths],
    replies: archetypeReplies(m),
  }
}

/** docs/product.md §9: the default archetype, for analyses without metrics. */
export function defaultArchetype(): Archetype {
  const base = ARCHETYPES.balanced
  return {
    ...base,
    traits: [...base.traits],
    responsePatterns: 'Replies flow both ways at an easy pace.',
    strengths: [...base.strengths],
  }
}
