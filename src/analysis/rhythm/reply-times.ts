// Reply times that leave pauses out. The average of docs/product.md §9 counts every gap before
// the other side's next message, overnight and multi-day pauses included, so a
// pair who answer in two minutes can read "40 minutes". Text-message gaps are
// bimodal (Wu et al., PNAS 2010): quick back-and-forth inside a conversation,
// then pauses of any length. The cut-off between the two is learned from this
// pair's own reply gaps (reply-cutoff.ts); the replies under it are counted per side.

import { COUNTED_MINUTES, isCountedMinute } from '../counted-median'
import { medianOf } from '../response-stats'
import { round1 } from '../rounding'
import { type ChatScan, RESPONSE_BINS } from '../scan'
import type { RhythmReplySide, RhythmReplyTimes } from '../types'
import { type ChapterReplies, noChapterReplies } from './chapters'
import { DEFAULT_CUTOFF_MINUTES, learnCutoff } from './reply-cutoff'

const BINS = RESPONSE_BINS

/** Every reply gap of the chat in log bins, both sides together (from the scan's per-day bins). */
function replyGapHistogram(scan: ChatScan): Float64Array {
  const counts = new Float64Array(BINS)
  const bins = scan.dayResponseBins
  const rows = scan.dayCount * 2
  for (let row = 0; row < rows; row++) {
    const base = row * BINS
    for (let b = 0; b < BINS; b++) counts[b] = (counts[b] ?? 0) + (bins[base + b] ?? 0)
  }
  return counts
}

/** The p-quantile of whole-minute counts (linear between order statistics); null when empty. */
export function countQuantile(
  counts: Uint32Array,
  from: number,
  size: number,
  p: number,
): number | null {
  let total = 0
  for (let m = 0; m < size; m++) total += counts[from + m] ?? 0
  if (total === 0) return null
  const h = (total - 1) * p
  const lowRank = Math.floor(h)
  const highRank = Math.min(lowRank + 1, total - 1)
  let lowValue = -1
  let highValue = 0
  let seen = 0
  for (let m = 0; m < size; m++) {
    seen += counts[from + m] ?? 0
    if (lowValue < 0 && seen > lowRank) lowValue = m
    if (seen > highRank) {
      highValue = m
      break
    }
  }
  return lowValue + (h - lowRank) * (highValue - lowValue)
}

function sideOf(counts: Uint32Array, side: 0 | 1, size: number, count: number): RhythmReplySide {
  const median = countQuantile(counts, side * size, size, 0.5)
  const p90 = countQuantile(counts, side * size, size, 0.9)
  return {
    count,
    medianMinutes: median === null ? null : round1(median),
    p90Minutes: p90 === null ? null : round1(p90),
  }
}

/**
 * Replies within a conversation per side, and reopenings after a pause. One pass over the chat;
 * replies are counted per whole minute (exports keep minutes), so medians are exact. The same
 * pass counts every reply (any gap) into its chapter, for the chapters' medians (chapters.ts).
 * `scratch` must hold as many numbers as the chat has messages; its contents are overwritten
 * (the scan's response times, once the response statistics have been read from them).
 */
export function computeReplyTimes(
  scan: ChatScan,
  scratch: Float64Array,
  chapters: ChapterReplies = noChapterReplies(),
): RhythmReplyTimes {
  const learned = learnCutoff(replyGapHistogram(scan))
  const cutoff = learned ?? DEFAULT_CUTOFF_MINUTES
  const { minutes, sender, length } = scan.chat
  const size = cutoff + 1
  const counts = new Uint32Array(size * 2)
  let replies1 = 0
  let replies2 = 0
  let reopen1 = 0
  let reopen2 = 0
  let pauses = 0
  let previous = minutes[0] ?? 0
  let previousSender = sender[0] ?? 0
  const { ends, counts: chapterCounts, others } = chapters
  let chapter = 0
  let chapterEnd = ends[0] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i < length; i++) {
    const minute = minutes[i] ?? 0
    const who = sender[i] ?? 0
    const gap = minute - previous
    if (who !== previousSender) {
      while (minute >= chapterEnd) chapterEnd = ends[++chapter] ?? Number.POSITIVE_INFINITY
      if (isCountedMinute(gap)) {
        const slot = chapter * COUNTED_MINUTES + gap
        chapterCounts[slot] = (chapterCounts[slot] ?? 0) + 1
      } else others[chapter]?.push(gap)
    }
    if (gap > cutoff) {
      scratch[pauses++] = gap
      if (who === 0) reopen1++
      else reopen2++
    } else if (who !== previousSender) {
      const slot = who * size + Math.min(cutoff, Math.max(0, Math.round(gap)))
      counts[slot] = (counts[slot] ?? 0) + 1
      if (who === 0) replies1++
      else replies2++
    }
    previous = minute
    previousSender = who
  }
  return {
    cutoffMinutes: cutoff,
    cutoffSource: learned === null ? 'default' : 'learned',
    user1: sideOf(counts, 0, size, replies1),
    user2: sideOf(counts, 1, size, replies2),
    reopenings: {
      user1: reopen1,
      user2: reopen2,
      medianPauseMinutes: pauses > 0 ? round1(medianOf(scratch, 0, pauses)) : null,
    },
  }
}
