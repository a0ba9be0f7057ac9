// The chat as the chapters see it: a row of conversations (who opened each, how long it
// lasted, how fast the two answered inside it) with the pauses between them, and the weekly
// series they add up to. Conversations are the unit because real chats come in bursts:
// messages inside a conversation are not independent, conversations roughly are, and
// reordering whole conversations gives the chapters' null (break-test.ts). docs/analysis.md §12.

import { MINUTES_PER_DAY } from '../calendar'

/**
 * The conversations of a chat (docs/product.md §9's 30-minute rule), read by the scan's one pass
 * over the messages (scan.ts).
 */
export interface ConversationUnits {
  count: number
  /** Minute of each conversation's first message. */
  start: Float64Array
  /** Minutes from its first message to its last. */
  length: Float64Array
  /** 1 when User 1 opened it. */
  openedByUser1: Uint8Array
  /** Sum and count of log1p(reply minutes) of the answers inside it. */
  replyLogSum: Float64Array
  replyCount: Uint32Array
}

/** Per week of the chapters' calendar (Monday weeks), what the cost of a chapter reads. */
export interface UnitWeeks {
  count: number
  conversations: Float64Array
  openedByUser1: Float64Array
  /** Conversations with a reply, and the sum and squares of their mean log1p(reply minutes). */
  replyCount: Float64Array
  replyLogSum: Float64Array
  replyLogSquares: Float64Array
  /** Conversations after a pause, and the sum and squares of log(pause minutes) before them. */
  pauseCount: Float64Array
  pauseLogSum: Float64Array
  pauseLogSquares: Float64Array
}

export function emptyUnitWeeks(count: number): UnitWeeks {
  return {
    count,
    conversations: new Float64Array(count),
    openedByUser1: new Float64Array(count),
    replyCount: new Float64Array(count),
    replyLogSum: new Float64Array(count),
    replyLogSquares: new Float64Array(count),
    pauseCount: new Float64Array(count),
    pauseLogSum: new Float64Array(count),
    pauseLogSquares: new Float64Array(count),
  }
}

/**
 * The pace enters as the pause before each conversation, log(minutes): a drop in pace is
 * longer pauses, and one long silence is one value among many, not weeks of zeros. A
 * conversation's replies enter the reply series as one value, their mean log1p(minutes):
 * replies inside one conversation are alike, so they are one observation, not many.
 */
export function addUnit(
  weeks: UnitWeeks,
  week: number,
  units: ConversationUnits,
  k: number,
  /** Minutes since the conversation before; null for the chat's first. */
  pause: number | null,
): void {
  if (pause !== null) {
    const log = Math.log(pause)
    weeks.pauseCount[week] = (weeks.pauseCount[week] ?? 0) + 1
    weeks.pauseLogSum[week] = (weeks.pauseLogSum[week] ?? 0) + log
    weeks.pauseLogSquares[week] = (weeks.pauseLogSquares[week] ?? 0) + log * log
  }
  weeks.conversations[week] = (weeks.conversations[week] ?? 0) + 1
  weeks.openedByUser1[week] = (weeks.openedByUser1[week] ?? 0) + (units.openedByUser1[k] ?? 0)
  const n = units.replyCount[k] ?? 0
  if (n === 0) return
  const mean = (units.replyLogSum[k] ?? 0) / n
  weeks.replyCount[week] = (weeks.replyCount[week] ?? 0) + 1
  weeks.replyLogSum[week] = (weeks.replyLogSum[week] ?? 0) + mean
  weeks.replyLogSquares[week] = (weeks.replyLogSquares[week] ?? 0) + mean * mean
}

/** The week (from 0) that a minute falls in, for weeks starting on `firstWeekDay`. */
export function weekOf(minute: number, firstWeekDay: number): number {
  return Math.floor((Math.floor(minute / MINUTES_PER_DAY) - firstWeekDay) / 7)
}
