// Random but reproducible test scenarios: a pair with its own rhythm and,
// optionally, planted events whose size is meaningful for that pair (a silence
// long enough that this pair would normally have talked many times; a shift or
// drop covering enough conversations to be told apart from chance).

import { formatDay, MINUTES_PER_DAY, parseWallClock } from '../calendar'
import type { AnomalyType } from '../types'
import type { GenerateChatOptions, PlantedEvent } from './generate-chat'
import { createRandom, type Random } from './random'

export interface PlantedWindow {
  type: AnomalyType
  fromMinute: number
  toMinute: number
}

export interface Scenario {
  options: GenerateChatOptions
  planted: PlantedWindow[]
  days: number
}

export const SCENARIO_START = '2022-01-03'
/** No event in the first and last weeks: the detectors need some history on at least one side. */
const EDGE_DAYS = 45
/** Quiet days between two planted events. */
const SPACING_DAYS = 60

/** The first day of every scenario, days since 2000-01-01. */
export const SCENARIO_FIRST_DAY = Math.floor(parseWallClock(SCENARIO_START) / MINUTES_PER_DAY)

/** A pair with its own rhythm, over one year to `maxDays` days (the rhythm scenarios share it). */
export function pairOptions(random: Random, seed: number, maxDays = 480): GenerateChatOptions {
  return {
    seed,
    start: SCENARIO_START,
    days: random.int(365, maxDays),
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

/** Empty days this pair has at its normal rate: about e^-effectiveRate per day (gamma-Poisson). */
function effectiveDailyRate(options: GenerateChatOptions): number {
  const rate = options.conversationsPerDay ?? 4
  const cv = options.dailyVariation ?? 0.45
  const shape = 1 / (cv * cv)
  return shape * Math.log(1 + rate / shape)
}

function plantEvent(
  type: AnomalyType,
  start: string,
  random: Random,
  options: GenerateChatOptions,
): PlantedEvent {
  const rate = options.conversationsPerDay ?? 4
  const clampDays = (days: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.ceil(days)))
  switch (type) {
    case 'silence':
      return {
        type,
        start,
        days: clampDays(random.uniform(14, 30) / effectiveDailyRate(options), 3, 21),
      }
    case 'response_delay':
      return {
        type,
        start,
        days: random.int(14, 35),
        who: random.chance(0.5) ? 'user1' : 'user2',
        medianMinutes: random.uniform(90, 360),
      }
    case 'initiation_shift': {
      const base = options.user1InitiationShare ?? 0.5
      const user1Share = base <= 0.5 ? random.uniform(0.85, 0.95) : random.uniform(0.05, 0.15)
      return { type, start, days: clampDays(random.uniform(60, 120) / rate, 21, 60), user1Share }
    }
    case 'frequency_drop':
      return {
        type,
        start,
        days: clampDays(random.uniform(60, 120) / rate, 28, 60),
        factor: random.uniform(0.15, 0.35),
      }
  }
}

const TYPES: readonly AnomalyType[] = [
  'silence',
  'response_delay',
  'initiation_shift',
  'frequency_drop',
]

export function plantedScenario(seed: number): Scenario {
  const random = createRandom(seed * 7919 + 17)
  const options = pairOptions(random, seed)
  const days = options.days ?? 365
  const firstDay = SCENARIO_FIRST_DAY
  const events: PlantedEvent[] = []
  const planted: PlantedWindow[] = []
  let cursor = EDGE_DAYS + random.int(0, 30)
  // Rotate the types so that every type is planted equally often over the seeds.
  let typeIndex = seed % TYPES.length
  while (events.length < 3) {
    const type = TYPES[typeIndex % TYPES.length] ?? 'silence'
    typeIndex++
    const event = plantEvent(type, formatDay(firstDay + cursor), random, options)
    if (cursor + event.days > days - EDGE_DAYS) break
    events.push(event)
    const fromMinute = (firstDay + cursor) * MINUTES_PER_DAY
    planted.push({ type, fromMinute, toMinute: fromMinute + event.days * MINUTES_PER_DAY })
    cursor += event.days + SPACING_DAYS + random.int(0, 40)
  }
  return { options: { ...options, events }, planted, days }
}

export function cleanScenario(seed: number): Scenario {
  const random = createRandom(seed * 104729 + 3)
  const options = pairOptions(random, seed)
  return { options, planted: [], days: options.days ?? 365 }
}
