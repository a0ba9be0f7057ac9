// Chats with one planted lasting change, for the chapters' accuracy (docs/analysis.md §12):
// from a day on, until the end of the chat, the pair talks a quarter as often, or User 1
// starts 85% of the conversations, or replies take six times as long. And steady chats
// with no change at all, which should read as one chapter.

import { formatDay } from '../calendar'
import type { GenerateChatOptions, PlantedEvent } from './generate-chat'
import { pairOptions, SCENARIO_FIRST_DAY } from './planted-scenarios'
import { createRandom, type Random } from './random'

export const LASTING_CHANGES = ['rate_quarter', 'initiation_85', 'replies_6x'] as const
export type LastingChange = (typeof LASTING_CHANGES)[number]

export interface RhythmScenario {
  options: GenerateChatOptions
  days: number
  /** The first day of the change, days since 2000-01-01; null for a steady chat. */
  changeDay: number | null
}

/** A change starts at least this many days from either end. */
const EDGE_DAYS = 84
/** Up to two years: a lasting change needs weeks on both sides of it. */
const MAX_DAYS = 730

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
  const options = pairOptions(random, seed, MAX_DAYS)
  const days = options.days ?? 365
  const firstDay = SCENARIO_FIRST_DAY
  const offset = random.int(EDGE_DAYS, days - EDGE_DAYS)
  const event = changeEvent(change, formatDay(firstDay + offset), days - offset)
  return { options: { ...options, events: [event] }, days, changeDay: firstDay + offset }
}

/**
 * A pair as bursty as real chats (docs/analysis.md §12.2): the gaps' burstiness B =
 * (σ − μ)/(σ + μ) is about 0.7–0.85 (real chats: median 0.73), from busy and quiet spells of
 * days to weeks, days that vary far more than the steady pairs' and conversations of very
 * different lengths, on the same daily and weekly cycles.
 */
export function burstyOptions(random: Random, seed: number): GenerateChatOptions {
  return {
    ...pairOptions(random, seed, MAX_DAYS),
    dailyVariation: random.uniform(0.8, 1.5),
    quietPhases: {
      meanBusyDays: random.uniform(10, 40),
      meanQuietDays: random.uniform(5, 20),
      rate: Math.exp(random.uniform(Math.log(0.02), Math.log(0.2))),
    },
    lengthSpread: random.uniform(0.9, 1.4),
  }
}

/** A bursty pair with no lasting change: its quiet spells come and go at random. */
export function burstySteadyScenario(seed: number): RhythmScenario {
  const random = createRandom(seed * 4409 + 17)
  const options = burstyOptions(random, seed)
  return { options, days: options.days ?? 365, changeDay: null }
}

/** A bursty pair with one planted lasting change, as lastingChangeScenario. */
export function burstyLastingChangeScenario(seed: number, change: LastingChange): RhythmScenario {
  const random = createRandom(seed * 5779 + 31)
  const options = burstyOptions(random, seed)
  const days = options.days ?? 365
  const offset = random.int(EDGE_DAYS, days - EDGE_DAYS)
  const event = changeEvent(change, formatDay(SCENARIO_FIRST_DAY + offset), days - offset)
  return {
    options: { ...options, events: [event] },
    days,
    changeDay: SCENARIO_FIRST_DAY + offset,
  }
}

export function steadyScenario(seed: number): RhythmScenario {
  const random = createRandom(seed * 3571 + 11)
  const options = pairOptions(random, seed, MAX_DAYS)
  return { options, days: options.days ?? 365, changeDay: null }
}

/**
 * Replies with a known truth, wider than the steady chats': each side's median reply is drawn
 * between 1 and 20 minutes (log-uniform), the second within a factor of 3 of the first; a reply
 * may take up to 4 hours, and a new conversation waits at least 8 hours after the last message
 * of the one before. The replies and the pauses are two modes with a valley between them, which
 * is what the learned cut-off looks for (docs/analysis.md §12 says where a chat has none).
 */
export const REPLY_TRUTH = {
  minMedian: 1,
  maxMedian: 20,
  maxSideRatio: 3,
  capMinutes: 240,
  pauseMinutes: 480,
}

export function replyTruthScenario(seed: number): RhythmScenario {
  const random = createRandom(seed * 7727 + 5)
  const options = pairOptions(random, seed, MAX_DAYS)
  const { minMedian, maxMedian, maxSideRatio, capMinutes, pauseMinutes } = REPLY_TRUTH
  const median = (from: number, to: number) =>
    Math.exp(random.uniform(Math.log(from), Math.log(to)))
  const first = median(minMedian, maxMedian)
  const second = median(
    Math.max(minMedian, first / maxSideRatio),
    Math.min(maxMedian, first * maxSideRatio),
  )
  return {
    options: {
      ...options,
      replyMinutes: [first, second],
      replyCapMinutes: capMinutes,
      pauseMinutes,
    },
    days: options.days ?? 365,
    changeDay: null,
  }
}
