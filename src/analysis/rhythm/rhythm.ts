// The rhythm of a chat beyond the figures of docs/product.md §9 (docs/analysis.md §12): reply
// times without pauses, chapters, balance over time, a calendar with streaks and
// the export's coverage. Numbers and codes only; the reader's language writes them.

import type { MonthSpan } from '../monthly'
import type { ChatScan } from '../scan'
import type { FullRhythm } from '../types'
import { computeBalanceOverTime } from './balance'
import { chaptersOf, planChapters } from './chapters'
import { computeCalendar, computeCoverage, computeStreaks } from './days'
import { computeReplyTimes } from './reply-times'
import { computeYears } from './year-figures'

/**
 * Call after the response statistics: it reuses `scan.responseTimes` as scratch space (the
 * statistics have been read from it, and nothing else reads it).
 */
export function computeRhythm(scan: ChatScan, spans: MonthSpan[]): FullRhythm {
  const scratch = scan.responseTimes
  // The chapters' boundaries first: the reply pass counts each chapter's replies as it goes.
  const plan = planChapters(scan)
  const replyTimes = computeReplyTimes(scan, scratch, plan?.replies)
  return {
    replyTimes,
    chapters: plan ? chaptersOf(scan, plan) : { tooFewToTell: true },
    balanceOverTime: computeBalanceOverTime(scan, spans),
    calendar: computeCalendar(scan),
    streaks: computeStreaks(scan),
    years: computeYears(scan, replyTimes.cutoffMinutes),
    coverage: computeCoverage(scan),
  }
}
