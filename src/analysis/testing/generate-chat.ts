// A realistic, deterministic two-person chat generator for tests, benchmarks
// and end-to-end journeys. Two people with daily rhythms (quiet at night),
// weekends, day-to-day moods and slow drifts, bursty conversations and quick
// replies; optional planted events at known dates. Output: the content-free
// format of docs/product.md §5, or the parsed columns directly.

import { MINUTES_PER_DAY, parseWallClock } from '../calendar'
import { type ParsedChat, sortChatStably } from '../parse'
import { CONVERSATION_GAP_MINUTES } from '../scan'
import { formatChat } from './format-chat'
import { createRandom, type Random } from './random'
import { dayRhythm } from './rhythm'

export type PlantedEvent =
  /** No message at all from `start` 00:00 for `days` days. */
  | { type: 'silence'; start: string; days: number }
  /** `who` replies slowly (log-normal around `medianMinutes`, default 180) and exchanges stay short. */
  | {
      type: 'response_delay'
      start: string
      days: number
      who: 'user1' | 'user2'
      medianMinutes?: number
    }
  /** User 1 opens this share of conversations instead of the usual one. */
  | { type: 'initiation_shift'; start: string; days: number; user1Share: number }
  /** Only a `factor` share of the conversations that would have happened take place. */
  | { type: 'frequency_drop'; start: string; days: number; factor: number }
  /** Replies within a conversation take `factor` times as long (their whole distribution, cap included). */
  | { type: 'reply_slowdown'; start: string; days: number; factor: number }

export interface GenerateChatOptions {
  seed?: number
  /** First day, 'YYYY-MM-DD'. Default '2023-01-02'. */
  start?: string
  days?: number
  /** Mean conversations per day. Default 4. */
  conversationsPerDay?: number
  /** Mean messages per conversation. Default 10. */
  messagesPerConversation?: number
  /** Share of conversations User 1 opens. Default 0.5. */
  user1InitiationShare?: number
  /** Median reply delay inside a conversation, minutes, of User 1 and User 2. Default [2, 3]. */
  replyMinutes?: readonly [number, number]
  /**
   * The longest reply inside a conversation, minutes: longer draws are cut to it. Default 28,
   * under the spec's 30-minute conversation rule.
   */
  replyCapMinutes?: number
  /**
   * The quiet minutes a conversation at least waits for the one before it. Default the spec's
   * 30-minute rule, so that every conversation is one by the spec.
   */
  pauseMinutes?: number
  /** Conversation rate on Saturdays and Sundays relative to weekdays. Default 0.85. */
  weekendFactor?: number
  /** Coefficient of variation of the day-to-day rate (moods, busy days). Default 0.45. */
  dailyVariation?: number
  /** Amplitude of the slow seasonal drift of the rate, ±. Default 0.2. */
  driftAmplitude?: number
  /** Hours later than the default rhythm this pair lives (0 = wake ~7:00, sleep ~23:30). Default 0. */
  chronotypeShift?: number
  /**
   * Quiet phases, as real chats have: days alternate between busy and quiet spells (a Markov
   * chain over days), and a quiet day talks at `rate` times the pace. Default none.
   */
  quietPhases?: { meanBusyDays: number; meanQuietDays: number; rate: number }
  /** Log-scale spread of conversation lengths (messages). Default 0.75. */
  lengthSpread?: number
  events?: readonly PlantedEvent[]
}

/** About 400,000 messages (≈ 10 MB of text) over three years, for benchmarks. */
export const LARGE_CHAT_OPTIONS: GenerateChatOptions = {
  seed: 7,
  start: '2022-01-03',
  days: 1096,
  conversationsPerDay: 16,
  messagesPerConversation: 50,
  replyMinutes: [1, 1.5],
}

/** A planned conversation pushed back further than this by the previous one is dropped. */
const MAX_START_DELAY_MINUTES = 120

interface EventWindow {
  event: PlantedEvent
  from: number
  to: number
}

function windowsOf(events: readonly PlantedEvent[]): EventWindow[] {
  return events.map((event) => {
    const from = parseWallClock(event.start)
    return { event, from, to: from + event.days * MINUTES_PER_DAY }
  })
}

function activeAt<T extends PlantedEvent['type']>(
  windows: EventWindow[],
  type: T,
  minute: number,
): Extract<PlantedEvent, { type: T }> | undefined {
  for (const w of windows) {
    if (w.event.type === type && minute >= w.from && minute < w.to)
      return w.event as Extract<PlantedEvent, { type: T }>
  }
  return undefined
}

class Columns {
  minutes = new Float64Array(1024)
  sender = new Uint8Array(1024)
  length = 0
  push(minute: number, who: number): void {
    if (this.length === this.minutes.length) {
      const minutes = new Float64Array(this.length * 2)
      minutes.set(this.minutes)
      const sender = new Uint8Array(this.length * 2)
      sender.set(this.sender)
      this.minutes = minutes
      this.sender = sender
    }
    this.minutes[this.length] = minute
    this.sender[this.length++] = who
  }
}

/** Pushes a delayed reply out of the replier's night into the next morning. */
function awake(minute: number, wakeMinute: number, sleepMinute: number, random: Random): number {
  const day = Math.floor(minute / MINUTES_PER_DAY)
  const inDay = minute - day * MINUTES_PER_DAY
  if (inDay >= sleepMinute)
    return (day + 1) * MINUTES_PER_DAY + wakeMinute + Math.round(random.exponential(45))
  if (inDay < wakeMinute)
    return day * MINUTES_PER_DAY + wakeMinute + Math.round(random.exponential(45))
  return minute
}

export function generateChatColumns(options: GenerateChatOptions = {}): ParsedChat {
  const random = createRandom(options.seed ?? 1)
  const firstDay = Math.floor(parseWallClock(options.start ?? '2023-01-02') / MINUTES_PER_DAY)
  const days = options.days ?? 365
  const rate = options.conversationsPerDay ?? 4
  const meanLength = options.messagesPerConversation ?? 10
  const baseShare = options.user1InitiationShare ?? 0.5
  const replyMedian = options.replyMinutes ?? [2, 3]
  const replyCap = options.replyCapMinutes ?? 28
  const pause = options.pauseMinutes ?? CONVERSATION_GAP_MINUTES
  const shift = Math.round((options.chronotypeShift ?? 0) * 60)
  const wakeMinute = 7 * 60 + shift
  const sleepMinute = Math.min(23 * 60 + 30 + shift, MINUTES_PER_DAY - 1)
  const windows = windowsOf(options.events ?? [])
  const drift = options.driftAmplitude ?? 0.2
  const phase1 = random.uniform(0, 2 * Math.PI)
  const phase2 = random.uniform(0, 2 * Math.PI)
  const lengthSigma = options.lengthSpread ?? 0.75
  const quiet = options.quietPhases
  let quietNow = false
  const lengthMu = Math.log(Math.max(1, meanLength - 1)) - (lengthSigma * lengthSigma) / 2
  const out = new Columns()
  let cursor = Number.NEGATIVE_INFINITY

  for (let d = 0; d < days; d++) {
    const day = firstDay + d
    const rhythm = dayRhythm(day, shift, options.weekendFactor ?? 0.85)
    const seasonal =
      1 +
      drift *
        (0.6 * Math.sin((2 * Math.PI * d) / 365 + phase1) +
          0.4 * Math.sin((2 * Math.PI * d) / 97 + phase2))
    const drop = activeAt(windows, 'frequency_drop', day * MINUTES_PER_DAY + 720)
    const mood = random.gammaUnitMean(options.dailyVariation ?? 0.45)
    if (quiet) {
      // Leave the current spell with one over its mean length per day (geometric spells).
      if (random.chance(1 / (quietNow ? quiet.meanQuietDays : quiet.meanBusyDays)))
        quietNow = !quietNow
    }
    const phase = quietNow && quiet ? quiet.rate : 1
    const count = random.poisson(rate * rhythm.factor * seasonal * mood * phase)
    const starts: number[] = []
    for (let c = 0; c < count; c++) starts.push(day * MINUTES_PER_DAY + rhythm.sampleMinute(random))
    starts.sort((a, b) => a - b)

    for (const planned of starts) {
      let minute = Math.max(planned, cursor + pause + 1 + Math.round(random.exponential(20)))
      // A chat that would have to wait hours for the previous one to end does not happen.
      if (minute - planned > MAX_START_DELAY_MINUTES) continue
      // A dropped conversation still takes its time slot, so the realised rate falls by `factor`.
      const happens = !drop || random.chance(drop.factor)
      const shiftEvent = activeAt(windows, 'initiation_shift', minute)
      let who = random.chance(shiftEvent ? shiftEvent.user1Share : baseShare) ? 0 : 1
      const delayed = activeAt(windows, 'response_delay', minute)
      const slowSender = delayed ? (delayed.who === 'user1' ? 0 : 1) : -1
      let length = Math.max(1, 1 + Math.round(Math.exp(lengthMu + lengthSigma * random.normal())))
      if (delayed) length = Math.min(length, 4)
      // A slow reply pauses this exchange; other conversations may start meanwhile.
      let pausedAt = -1
      for (let k = 0; k < length; k++) {
        if (k > 0) {
          if (random.chance(0.65)) {
            who = 1 - who
            if (who === slowSender) {
              if (pausedAt < 0) pausedAt = minute
              const late = minute + Math.round(random.logNormal(delayed?.medianMinutes ?? 180, 0.7))
              minute = awake(late, wakeMinute, sleepMinute, random)
            } else {
              const slower = activeAt(windows, 'reply_slowdown', minute)?.factor ?? 1
              minute += Math.min(
                replyCap * slower,
                Math.round(random.logNormal((replyMedian[who] ?? 2) * slower, 1)),
              )
            }
          } else {
            minute += Math.min(5, Math.round(random.exponential(0.7)))
          }
        }
        if (happens && !activeAt(windows, 'silence', minute)) out.push(minute, who)
      }
      cursor = pausedAt >= 0 ? pausedAt : minute
    }
  }
  const chat = {
    minutes: out.minutes.slice(0, out.length),
    sender: out.sender.slice(0, out.length),
    length: out.length,
  }
  // Slow replies interleave with later conversations: put the messages in time order.
  sortChatStably(chat)
  return chat
}

/** The generated chat as content-free text (docs/product.md §5), one message per line. */
export function generateChat(options: GenerateChatOptions = {}): string {
  return formatChat(generateChatColumns(options))
}
