// Chapters: lasting changes in a pair's rhythm, the "we used to talk every day"
// that the gap detectors (short anomalies against the surrounding normal) do not
// describe. Three weekly series of the conversations — the pauses before them, how fast
// replies come inside them, who opens them — are split by binary segmentation, each split
// kept only when a permutation test of the chat's own conversations finds it clear
// (break-test.ts), segments of at least four weeks; then neighbouring segments that differ
// by less than a person would notice are merged (chapter-boundaries.ts). Here: the plan the
// reply pass counts into, and the chapters read from it. docs/analysis.md §12.

import { formatDay, MINUTES_PER_DAY } from '../calendar'
import { COUNTED_MINUTES, countedMedian } from '../counted-median'
import { round1 } from '../rounding'
import type { ChatScan } from '../scan'
import type { RhythmChapter, RhythmChapters } from '../types'
import { chapterBoundaries, type Segment } from './chapter-boundaries'
import type { Weeks } from './weeks'

/** A chat shorter than this (eight weeks) or with fewer conversations has no chapters to tell. */
export const MIN_CHAPTER_DAYS = 56
export const MIN_CHAPTER_CONVERSATIONS = 40
/** A change is called clear when no reordering split as strongly (p = 1 / 100), likely up to BREAK_SIGNIFICANCE. */
export const CLEAR_CHANGE = 0.01

/** Each chapter's replies, counted by the reply pass over the chat (reply-times.ts). */
export interface ChapterReplies {
  /** The minute each chapter ends (excluded), ascending; the last chapter never ends. */
  ends: Float64Array
  /** Replies of whole minutes under a day: [chapter * COUNTED_MINUTES + minute]. */
  counts: Uint32Array
  /** The other reply gaps (a day or longer, or not whole minutes), per chapter. */
  others: number[][]
}

export interface ChapterPlan {
  weeks: Weeks
  segments: Segment[]
  replies: ChapterReplies
}

/** Replies of one chapter, for a chat too short for chapters: the reply pass counts into it all the same. */
export function noChapterReplies(): ChapterReplies {
  return {
    ends: Float64Array.of(Number.POSITIVE_INFINITY),
    counts: new Uint32Array(COUNTED_MINUTES),
    others: [[]],
  }
}

/**
 * The chapters' boundaries and the counters their replies go into, or null for a chat under
 * eight weeks or with few conversations ("too few to tell").
 */
export function planChapters(scan: ChatScan): ChapterPlan | null {
  if (scan.dayCount < MIN_CHAPTER_DAYS || scan.conversations < MIN_CHAPTER_CONVERSATIONS)
    return null
  const { weeks, segments } = chapterBoundaries(scan)
  const ends = new Float64Array(segments.length)
  segments.forEach((segment, index) => {
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    ends[index] = (scan.firstDay + dayTo) * MINUTES_PER_DAY
  })
  ends[segments.length - 1] = Number.POSITIVE_INFINITY
  const replies = {
    ends,
    counts: new Uint32Array(segments.length * COUNTED_MINUTES),
    others: segments.map((): number[] => []),
  }
  return { weeks, segments, replies }
}

/** The chapters, once the reply pass has counted their replies. */
export function chaptersOf(
  scan: ChatScan,
  { weeks, segments, replies }: ChapterPlan,
): RhythmChapters {
  const list = segments.map((segment, index): RhythmChapter => {
    const dayFrom = Math.max(0, weeks.firstDay + segment.from * 7)
    const dayTo = Math.min(scan.dayCount, weeks.firstDay + segment.to * 7)
    const counts = replies.counts.subarray(index * COUNTED_MINUTES, (index + 1) * COUNTED_MINUTES)
    const others = Float64Array.from(replies.others[index] ?? []).sort()
    let count = others.length
    for (let minute = 0; minute < COUNTED_MINUTES; minute++) count += counts[minute] ?? 0
    return {
      start: formatDay(scan.firstDay + dayFrom),
      end: formatDay(scan.firstDay + dayTo - 1),
      messagesPerDay: round1(segment.messages / Math.max(1, segment.days)),
      replyMedianMinutes: count > 0 ? round1(countedMedian(counts, others, count)) : null,
      user1InitiationPercent:
        segment.conversations > 0
          ? Math.round((100 * segment.initiations) / segment.conversations)
          : null,
      ...(index > 0 && segment.breakPValue !== undefined
        ? { changeClarity: segment.breakPValue <= CLEAR_CHANGE ? 'clear' : 'likely' }
        : {}),
    }
  })
  return { tooFewToTell: false, list }
}
