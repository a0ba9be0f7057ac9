// Each chapter's replies (chapters.ts), counted by the reply pass over the chat
// (reply-times.ts): whole minutes under a day per minute, the rest kept apart, so a chapter's
// median reply is exact without keeping every reply.

import { MINUTES_PER_DAY } from '../calendar'

/** Reply gaps of whole minutes under a day are counted per minute; the rest are kept apart. */
export const COUNTED_MINUTES = MINUTES_PER_DAY

/** The k-th smallest (from 0) of the counted whole minutes and the sorted `others` together. */
function orderStatistic(counts: Uint32Array, others: Float64Array, k: number): number {
  let seen = 0
  let j = 0
  for (let minute = 0; minute < counts.length; minute++) {
    for (; j < others.length && (others[j] ?? 0) < minute; j++, seen++)
      if (seen === k) return others[j] ?? 0
    const count = counts[minute] ?? 0
    if (k < seen + count) return minute
    seen += count
  }
  return others[j + k - seen] ?? 0
}

/** The median of `total` values (the mean of the two middle ones when even), as medianOf gives it. */
export function countedMedian(counts: Uint32Array, others: Float64Array, total: number): number {
  const middle = orderStatistic(counts, others, total >> 1)
  if (total % 2 === 1) return middle
  return (middle + orderStatistic(counts, others, (total >> 1) - 1)) / 2
}

/** Each chapter's replies, counted by the reply pass over the chat (reply-times.ts). */
export interface ChapterReplies {
  /** The minute each chapter ends (excluded), ascending; the last chapter never ends. */
  ends: Float64Array
  /** Replies of whole minutes under a day: [chapter * COUNTED_MINUTES + minute]. */
  counts: Uint32Array
  /** The other reply gaps (a day or longer, or not whole minutes), per chapter. */
  others: number[][]
}

/** Replies of one chapter, for a chat too short for chapters: the reply pass counts into it all the same. */
export function noChapterReplies(): ChapterReplies {
  return {
    ends: Float64Array.of(Number.POSITIVE_INFINITY),
    counts: new Uint32Array(COUNTED_MINUTES),
    others: [[]],
  }
}
