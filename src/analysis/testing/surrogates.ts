// Time-shuffled surrogates of a chat: the realistic null for detectors of change
// (docs/analysis.md §12). A surrogate keeps the chat's conversations whole — who opened each,
// its messages and the gaps inside it — and its gaps between conversations, and puts both in
// a random order from the chat's first minute on. It has the same gap distribution and
// burstiness as the chat and, by construction, no lasting change: whatever a detector finds
// in it is noise. The plants put a known change into a real chat's own timestamps.

import type { ParsedChat } from '../parse'
import { CONVERSATION_GAP_MINUTES } from '../scan'
import type { Random } from './random'

interface Conversations {
  /** Index of each conversation's first message; a last entry of chat.length. */
  starts: number[]
  /** The gap before each conversation after the first, minutes. */
  gaps: number[]
}

function conversationsOf(chat: ParsedChat): Conversations {
  const starts = [0]
  const gaps: number[] = []
  for (let i = 1; i < chat.length; i++) {
    const gap = (chat.minutes[i] ?? 0) - (chat.minutes[i - 1] ?? 0)
    if (gap > CONVERSATION_GAP_MINUTES) {
      starts.push(i)
      gaps.push(gap)
    }
  }
  starts.push(chat.length)
  return { starts, gaps }
}

function shuffled<T>(values: T[], random: Random): T[] {
  const out = values.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

/** The chat's conversations and the gaps between them, each in a random order. */
export function conversationSurrogate(chat: ParsedChat, random: Random): ParsedChat {
  const { starts, gaps } = conversationsOf(chat)
  const order = shuffled(
    Array.from({ length: starts.length - 1 }, (_, k) => k),
    random,
  )
  const pauses = shuffled(gaps, random)
  const minutes = new Float64Array(chat.length)
  const sender = new Uint8Array(chat.length)
  let at = chat.minutes[0] ?? 0
  let out = 0
  order.forEach((k, position) => {
    if (position > 0) at += pauses[position - 1] ?? 0
    const from = starts[k] ?? 0
    const to = starts[k + 1] ?? 0
    const base = chat.minutes[from] ?? 0
    for (let i = from; i < to; i++) {
      minutes[out] = at + (chat.minutes[i] ?? 0) - base
      sender[out++] = chat.sender[i] ?? 0
    }
    at += (chat.minutes[to - 1] ?? 0) - base
  })
  return { minutes, sender, length: chat.length }
}

/** Lasting changes planted into a real chat from a minute on (see plantChange). */
export const PLANTED_CHANGES = ['rate_quarter', 'initiation_85', 'replies_6x'] as const
export type PlantedChange = (typeof PLANTED_CHANGES)[number] | 'silence'

/**
 * The chat with a change from `fromMinute` on (until `toMinute`, or for good), planted into
 * its own timestamps: each conversation kept with probability ¼ (rate_quarter);
 * conversations User 2 opened handed to User 1 (senders swapped) until User 1 opens about
 * 85% (initiation_85); every reply inside a conversation six times slower (replies_6x, the
 * later messages moved on by the time added); or no message at all (silence).
 */
export function plantChange(
  chat: ParsedChat,
  change: PlantedChange,
  fromMinute: number,
  random: Random,
  toMinute = Number.POSITIVE_INFINITY,
): ParsedChat {
  const minutes: number[] = []
  const sender: number[] = []
  let shift = 0
  let keep = true
  let flip = false
  let user1Share = 0.5
  {
    let opened = 0
    let byUser1 = 0
    for (let i = 0; i < chat.length; i++) {
      const gap = i > 0 ? (chat.minutes[i] ?? 0) - (chat.minutes[i - 1] ?? 0) : Infinity
      const minute = chat.minutes[i] ?? 0
      if (gap > CONVERSATION_GAP_MINUTES && minute >= fromMinute && minute < toMinute) {
        opened++
        if (chat.sender[i] === 0) byUser1++
      }
    }
    user1Share = opened > 0 ? byUser1 / opened : 0.5
  }
  // User 2's openings handed over so that User 1 opens 85%: p = (0.85 − s) / (1 − s).
  const handOver = user1Share < 0.85 ? (0.85 - user1Share) / (1 - user1Share) : 0
  for (let i = 0; i < chat.length; i++) {
    const original = chat.minutes[i] ?? 0
    const gap = i > 0 ? original - (chat.minutes[i - 1] ?? 0) : Number.POSITIVE_INFINITY
    const opens = gap > CONVERSATION_GAP_MINUTES
    const after = original >= fromMinute && original < toMinute
    let who = chat.sender[i] ?? 0
    if (!after) flip = false
    if (after && opens) {
      keep = change !== 'rate_quarter' || random.next() < 0.25
      flip = change === 'initiation_85' && who === 1 && random.next() < handOver
    }
    if (after && change === 'replies_6x' && !opens && who !== chat.sender[i - 1]) shift += 5 * gap
    if (flip) who = 1 - who
    if (after && (change === 'silence' || !keep)) continue
    minutes.push(original + shift)
    sender.push(who)
  }
  return {
    minutes: Float64Array.from(minutes),
    sender: Uint8Array.from(sender),
    length: minutes.length,
  }
}
