// Is a chapter break a change, or the chat's own burstiness? A permutation test of the run of
// weeks it splits (docs/analysis.md §12). Under "no lasting change", the run's conversations
// could have come in any order: the test reorders them at random, in blocks of a week or more
// with the pause before each conversation kept with it, and asks how often the best split of
// the reordered weeks is as strong as the best split of the real ones. A break is kept only
// when that is rare. Seeded from the run, so a chat always reads the same.

import { MINUTES_PER_DAY } from '../calendar'
import { seeded } from '../seeded'
import { bestSplit, type CostScales, costSums } from './chapter-cost'
import { type ConversationUnits, emptyUnitWeeks, weekOf } from './conversation-units'

/** A break is kept when at most this share of reorderings split as strongly. */
export const BREAK_SIGNIFICANCE = 0.05
/**
 * Reorderings that decide whether a split is kept: at most one of 39 may split as strongly,
 * p = (1 + 1) / (1 + 39) = 0.05. A test stops at the second one (sequential, as Besag &
 * Clifford 1991), so a split that is no change costs few reorderings.
 */
export const DECIDING_REORDERINGS = 39
/** A kept split is tried up to this many: none splitting as strongly is p = 1 / 100, clear. */
export const REORDERINGS = 99

function shuffle(values: Int32Array, random: () => number): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = values[i] ?? 0
    values[i] = values[j] ?? 0
    values[j] = a
  }
}

export interface WindowTest {
  units: ConversationUnits
  /** Day (since 2000-01-01) the chapters' week 0 starts on. */
  firstWeekDay: number
  scales: CostScales
  minWeeks: number
  /** Each conversation's mean log1p(reply minutes) (0 without a reply). */
  replyMean: Float64Array
}

const WEEK = 7 * MINUTES_PER_DAY
/**
 * Conversations are reordered in blocks of at least this many days of the chat (pauses
 * included): a real chat's busy and quiet spells of days are kept, so only what lasts longer
 * than them can look like a change. A block ends at the conversation that makes it this long,
 * so a pause of a week or more ends the block it falls in.
 */
export const BLOCK_DAYS = 7
const BLOCK_MINUTES = BLOCK_DAYS * MINUTES_PER_DAY

/** The units whose first message falls in weeks [from, to): their first and past-last index. */
function unitRange(test: WindowTest, from: number, to: number): [number, number] {
  const { units, firstWeekDay } = test
  let first = 0
  while (first < units.count && weekOf(units.start[first] ?? 0, firstWeekDay) < from) first++
  let last = first
  while (last < units.count && weekOf(units.start[last] ?? 0, firstWeekDay) < to) last++
  return [first, last]
}

/**
 * The window's `n` conversations from its `first`, from 0: each with the pause before it (none
 * before the chat's first), its length, opener and mean reply; cut into blocks of BLOCK_DAYS or
 * more (`blockStarts`, ending with n), and the time they span in all.
 */
function windowConversations(test: WindowTest, first: number, n: number) {
  const { units } = test
  const pause = new Float64Array(n)
  const pauseLog = new Float64Array(n)
  const hasPause = new Float64Array(n)
  const length = new Float64Array(n)
  const opened = new Float64Array(n)
  const replyMean = new Float64Array(n)
  const hasReply = new Float64Array(n)
  const blockStarts: number[] = []
  let blockSpan = Number.POSITIVE_INFINITY
  let total = 0
  for (let j = 0; j < n; j++) {
    const k = first + j
    if (k > 0) {
      pause[j] = (units.start[k] ?? 0) - (units.start[k - 1] ?? 0) - (units.length[k - 1] ?? 0)
      pauseLog[j] = Math.log(pause[j] ?? 1)
      hasPause[j] = 1
    }
    length[j] = units.length[k] ?? 0
    opened[j] = units.openedByUser1[k] ?? 0
    hasReply[j] = (units.replyCount[k] ?? 0) > 0 ? 1 : 0
    replyMean[j] = test.replyMean[k] ?? 0
    if (blockSpan >= BLOCK_MINUTES) {
      blockStarts.push(j)
      blockSpan = 0
    }
    blockSpan += (pause[j] ?? 0) + (length[j] ?? 0)
    total += (pause[j] ?? 0) + (length[j] ?? 0)
  }
  blockStarts.push(n)
  return { pause, pauseLog, hasPause, length, opened, replyMean, hasReply, blockStarts, total }
}

/**
 * The permutation p-value of the strongest split of weeks [from, to), whose gain is
 * `observed`: (1 + the reorderings whose strongest split gains as much) / (1 + the
 * reorderings tried). Over BREAK_SIGNIFICANCE when the split cannot be kept; 1 / 100 when it
 * is clear.
 */
export function breakPValue(test: WindowTest, from: number, to: number, observed: number): number {
  const { units, firstWeekDay, scales, minWeeks } = test
  const [first, last] = unitRange(test, from, to)
  const n = last - first
  if (n < 2) return 1
  const { pause, pauseLog, hasPause, length, opened, replyMean, hasReply, blockStarts, total } =
    windowConversations(test, first, n)
  const blocks = blockStarts.length - 1
  const order = new Int32Array(blocks)
  for (let b = 0; b < blocks; b++) order[b] = b
  const weekStart = (firstWeekDay + from * 7) * MINUTES_PER_DAY
  const windowStart = Math.max(units.start[0] ?? 0, weekStart)
  const lastEnd = (units.start[last - 1] ?? 0) + (units.length[last - 1] ?? 0)
  const windowEnd = Math.max(lastEnd, (firstWeekDay + to * 7) * MINUTES_PER_DAY)
  const weekCount = to - from
  const lastWeek = weekCount - 1
  const weeks = emptyUnitWeeks(weekCount)
  const sums = costSums(weeks)
  const { conversations, openedByUser1, replyCount, replyLogSum, replyLogSquares } = weeks
  const { pauseCount, pauseLogSum, pauseLogSquares } = weeks
  const random = seeded(Math.floor(units.start[first] ?? 0) ^ (n * 2654435761))
  let asStrong = 0
  let tried = 0
  while (tried < REORDERINGS) {
    shuffle(order, random)
    for (const series of [conversations, openedByUser1, replyCount, replyLogSum, replyLogSquares])
      series.fill(0)
    pauseCount.fill(0)
    pauseLogSum.fill(0)
    pauseLogSquares.fill(0)
    // The reordered blocks start anywhere that leaves them inside the window; the first
    // conversation's own pause lies before it.
    const firstPause = pause[blockStarts[order[0] ?? 0] ?? 0] ?? 0
    let at =
      windowStart -
      weekStart +
      random() * Math.max(0, windowEnd - windowStart - (total - firstPause))
    let placed = 0
    for (let b = 0; b < blocks; b++) {
      const block = order[b] ?? 0
      const end = blockStarts[block + 1] ?? 0
      for (let j = blockStarts[block] ?? 0; j < end; j++) {
        if (placed++ > 0) at += pause[j] ?? 0
        let week = Math.floor(at / WEEK)
        if (week > lastWeek) week = lastWeek
        const log = pauseLog[j] ?? 0
        const counted = hasPause[j] ?? 0
        pauseCount[week] = (pauseCount[week] ?? 0) + counted
        pauseLogSum[week] = (pauseLogSum[week] ?? 0) + counted * log
        pauseLogSquares[week] = (pauseLogSquares[week] ?? 0) + counted * log * log
        conversations[week] = (conversations[week] ?? 0) + 1
        openedByUser1[week] = (openedByUser1[week] ?? 0) + (opened[j] ?? 0)
        const reply = hasReply[j] ?? 0
        const mean = replyMean[j] ?? 0
        replyCount[week] = (replyCount[week] ?? 0) + reply
        replyLogSum[week] = (replyLogSum[week] ?? 0) + reply * mean
        replyLogSquares[week] = (replyLogSquares[week] ?? 0) + reply * mean * mean
        at += length[j] ?? 0
      }
    }
    tried++
    if (bestSplit(costSums(weeks, sums), scales, 0, weekCount, minWeeks).gain >= observed)
      asStrong++
    // Two as strong: not kept. One in the deciding reorderings or later: kept, not clear.
    if (asStrong >= 2 || (asStrong === 1 && tried >= DECIDING_REORDERINGS)) break
  }
  return (1 + asStrong) / (1 + tried)
}
