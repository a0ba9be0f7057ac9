// The day-level parts of the rhythm: a calendar of the days with messages, the
// streaks of consecutive days, and whether the export may be missing its start.

import { formatDay } from '../calendar'
import type { ChatScan } from '../scan'
import type { Rhythm } from '../types'

/**
 * WhatsApp exports at most this many messages (the most recent ones) without media, and
 * WHATSAPP_MEDIA_LIMIT with media, dropping the oldest without a word (WhatsApp Help Center,
 * "How to export your chat history").
 */
export const WHATSAPP_LIMIT = 40_000
export const WHATSAPP_MEDIA_LIMIT = 10_000
/**
 * An export within this share below a limit "sits at" it: the cleaned chat has a few lines
 * fewer than WhatsApp wrote (notices, messages of a third person in a former group).
 */
export const LIMIT_MARGIN = 0.02

export function computeCalendar(scan: ChatScan): Rhythm['calendar'] {
  const days: [string, number][] = []
  for (let d = 0; d < scan.dayCount; d++) {
    const messages = scan.dayMessages[d] ?? 0
    if (messages > 0) days.push([formatDay(scan.firstDay + d), messages])
  }
  return { days }
}

export function computeStreaks(scan: ChatScan): Rhythm['streaks'] {
  let longest = 0
  let longestStart = 0
  let run = 0
  for (let d = 0; d < scan.dayCount; d++) {
    if ((scan.dayMessages[d] ?? 0) === 0) {
      run = 0
      continue
    }
    run++
    if (run > longest) {
      longest = run
      longestStart = d - run + 1
    }
  }
  return {
    longestDays: longest,
    longestStart: formatDay(scan.firstDay + longestStart),
    // The last day always has a message, so the run that ends it is the current streak.
    currentDays: run,
  }
}

export function computeCoverage(scan: ChatScan): Rhythm['coverage'] {
  const near = (limit: number) => scan.total <= limit && scan.total >= limit * (1 - LIMIT_MARGIN)
  const note = near(WHATSAPP_LIMIT)
    ? { code: 'whatsapp-limit' as const, limit: WHATSAPP_LIMIT }
    : near(WHATSAPP_MEDIA_LIMIT)
      ? { code: 'whatsapp-media-limit' as const, limit: WHATSAPP_MEDIA_LIMIT }
      : null
  return {
    likelyTruncated: note !== null,
    firstDate: formatDay(scan.firstDay),
    lastDate: formatDay(scan.firstDay + scan.dayCount - 1),
    note,
  }
}
