// Is a chapter break a change, or the chat's own burstiness? A permutation test of the two
// chapters around it (docs/analysis.md §12). Under "no lasting change", the conversations of
// those weeks, and the pauses between them, could have come in any order: the test reorders
// them at random, keeping each conversation whole and each pause's length, and asks how often
// the best split of the reordered weeks is as strong as the best split of the real ones. A
// break is kept only when that is rare. Seeded from the chat, so a chat always reads the same.

import { MINUTES_PER_DAY } from '../calendar'
import { bestSplit, type CostScales, costSums } from './chapter-cost'
import { addUnit, type ConversationUnits, emptyUnitWeeks, weekOf } from './conversation-units'

/** A break is kept when at most this share of reorderings split as strongly. */
export const BREAK_SIGNIFICANCE = 0.05
/** Reorderings per test: the smallest p it can give is 1 / 200. */
export const REORDERINGS = 199

/** mulberry32: small, fast and the same in every runtime. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle(values: Float64Array | Int32Array, random: () => number): void {
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
}

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
 * The permutation p-value of the strongest split of weeks [from, to), whose gain is
 * `observed`: (1 + the reorderings whose strongest split gains as much) / (1 + the
 * reorderings tried). Stops early once the break cannot be kept.
 */
export function breakPValue(test: WindowTest, from: number, to: number, observed: number): number {
  const { units, firstWeekDay, scales, minWeeks } = test
  const [first, last] = unitRange(test, from, to)
  const n = last - first
  if (n < 2) return 1
  const order = new Int32Array(n)
  for (let k = 0; k < n; k++) order[k] = first + k
  // The pause before each conversation of the window (none before the chat's first).
  const pauses = new Float64Array(first > 0 ? n : n - 1)
  const skipped = n - pauses.length
  for (let k = Math.max(1, first); k < last; k++)
    pauses[k - first - skipped] =
      (units.start[k] ?? 0) - (units.start[k - 1] ?? 0) - (units.length[k - 1] ?? 0)
  const windowStart = Math.max(units.start[0] ?? 0, (firstWeekDay + from * 7) * MINUTES_PER_DAY)
  const lastEnd = (units.start[last - 1] ?? 0) + (units.length[last - 1] ?? 0)
  const windowEnd = Math.max(lastEnd, (firstWeekDay + to * 7) * MINUTES_PER_DAY)
  const weekCount = to - from
  const weeks = emptyUnitWeeks(weekCount)
  const random = seeded(Math.floor(units.start[first] ?? 0) ^ (n * 2654435761))
  const allowed = Math.floor(BREAK_SIGNIFICANCE * (REORDERINGS + 1)) - 1
  let asStrong = 0
  let tried = 0
  while (tried < REORDERINGS) {
    shuffle(order, random)
    shuffle(pauses, random)
    weeks.conversations.fill(0)
    weeks.openedByUser1.fill(0)
    weeks.replyCount.fill(0)
    weeks.replyLogSum.fill(0)
    weeks.replyLogSquares.fill(0)
    weeks.pauseCount.fill(0)
    weeks.pauseLogSum.fill(0)
    weeks.pauseLogSquares.fill(0)
    // The reordered conversations, with their reordered pauses between them, start anywhere
    // that leaves them inside the window.
    let spanNow = 0
    for (let j = 0; j < n; j++) {
      spanNow += units.length[order[j] ?? 0] ?? 0
      if (j > 0) spanNow += pauses[j - skipped] ?? 0
    }
    let at = windowStart + random() * Math.max(0, windowEnd - windowStart - spanNow)
    for (let j = 0; j < n; j++) {
      const k = order[j] ?? 0
      const pause = j >= skipped ? (pauses[j - skipped] ?? 0) : null
      if (j > 0) at += pause ?? 0
      const week = Math.min(weekCount - 1, Math.max(0, weekOf(at, firstWeekDay) - from))
      addUnit(weeks, week, units, k, pause)
      at += units.length[k] ?? 0
    }
    tried++
    if (bestSplit(costSums(weeks), scales, 0, weekCount, minWeeks).gain >= observed) {
      asStrong++
      if (asStrong > allowed) break
    }
  }
  return (1 + asStrong) / (1 + tried)
}
