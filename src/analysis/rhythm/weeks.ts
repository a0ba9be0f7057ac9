// The Monday weeks the chapters are drawn on: per week, its days, messages, conversations,
// User 1's openings and replies, which a chapter's figures add up (chapters.ts).
// docs/analysis.md §12.

import { weekdayOfDay } from '../calendar'
import { sumDays } from '../monthly'
import { type ChatScan, RESPONSE_BINS } from '../scan'

const BINS = RESPONSE_BINS

export interface Weeks {
  count: number
  /** First day of each week relative to the scan's first day (the first may be negative: weeks start on Monday). */
  firstDay: number
  days: Float64Array
  messages: Float64Array
  conversations: Float64Array
  initiations: Float64Array
  replies: Float64Array
}

export function addDayBins(scan: ChatScan, day: number, into: Float64Array): number {
  let n = 0
  const bins = scan.dayResponseBins
  const base = day * 2 * BINS
  for (let b = 0; b < 2 * BINS; b++) {
    const c = bins[base + b] ?? 0
    into[b % BINS] = (into[b % BINS] ?? 0) + c
    n += c
  }
  return n
}

export function buildWeeks(scan: ChatScan): Weeks {
  const offset = weekdayOfDay(scan.firstDay)
  const count = Math.floor((scan.dayCount - 1 + offset) / 7) + 1
  const weeks: Weeks = {
    count,
    firstDay: -offset,
    days: new Float64Array(count),
    messages: new Float64Array(count),
    conversations: new Float64Array(count),
    initiations: new Float64Array(count),
    replies: new Float64Array(count),
  }
  for (let w = 0; w < count; w++) {
    const from = Math.max(0, w * 7 - offset)
    const to = Math.min(scan.dayCount, w * 7 + 7 - offset)
    const replies = sumDays(scan.dayResponseCount, from, to)
    const messages = sumDays(scan.dayMessages, from, to)
    const conversations = sumDays(scan.dayConversations, from, to)
    const initiations = sumDays(scan.dayInitiationsUser1, from, to)
    weeks.days[w] = to - from
    weeks.messages[w] = messages
    weeks.conversations[w] = conversations
    weeks.initiations[w] = initiations
    weeks.replies[w] = replies
  }
  return weeks
}
