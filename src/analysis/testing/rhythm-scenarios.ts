// Chats with one planted lasting change, for the chapters' accuracy (docs/analysis.md §12):
// from a day on, until the end of the chat, the pair talks a quarter as often, or User 1
// starts 85% of the conversations, or replies take six times as long. And steady chats
// with no change at all, which should read as one chapter.

import { formatDay, MINUTES_PER_DAY, parseWallClock } from '../calendar'
import type { GenerateChatOptions, PlantedEvent } from './generate-chat'
import { createRandom, type Random } from './random'

export const LASTING_CHANGES = ['rate_quarter', 'initiation_85', 'replies_6x'] as const
export type LastingChange = (typeof LASTING_CHANGES)[number]

export interface RhythmScenario {
  options: GenerateChatOptions
  days: number
  /** The first day of the change, days since 2000-01-01; null for a steady chat. */
  changeDay: number | null
}

const START = '2022-01-03'
/** A change starts at least this many days from either end. */
const EDGE_DAYS = 84

function pair(random: Random, seed: number): GenerateChatOptions {
  return {
    seed,
    start: START,
    days: random.int(365, 730),
    conversationsPerDay: Math.exp(random.uniform(Math.log(1.5), Math.log(12))),
    messagesPerConversation: random.uniform(4, 16),
    user1InitiationShare: random.uniform(0.35, 0.65),
    replyMinutes: [random.uniform(1, 6), random.uniform(1, 6)],
    weekendFactor: random.uniform(0.7, 1.2),
    dailyVariation: random.uniform(0.3, 0.6),
    driftAmplitude: random.uniform(0.1, 0.3),
    chronotypeShift: random.uniform(-1, 2),
  }
}

function changeEvent(change: LastingChange, start: string, days: number): PlantedEvent {
  switch (change) {
    case 'rate_quarter':
      return { type: 'frequency_drop', start, days, factor: 0.25 }
    case 'initiation_85':
      return { type: 'initiation_shift', start, days, user1Share: 0.85 }
    case 'replies_6x':
      return { type: 'reply_slowdown', start, days, factor: 6 }
  }
}

export function lastingChangeScenario(seed: number, change: LastingChange): RhythmScenario {
  const random = createRandom(seed * 6151 + 29)
  const options = pair(random, seed)
  const days = options.days ?? 365
  const firstDay = Math.floor(parseWallClock(START) / MINUTES_PER_DAY)
  const offset = random.int(EDGE_DAYS, days - EDGE_DAYS)
  const event = changeEvent(change, formatDay(firstDay + offset), days - offset)
  return { options: { ...options, events: [event] }, days, changeDay: firstDay + offset }
}

export function steadyScenario(seed: number): RhythmScenario {
  const random = createRandom(seed * 3571 + 11)
  const options = pair(random, seed)
  return { options, days: options.days ?? 365, changeDay: null }
}
