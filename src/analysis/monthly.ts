// Calendar months of a chat and the monthly activity of docs/product.md §3 (YYYY-MM).

import { civilFromDays, daysFromCivil, formatMonthIndex, formatMonthKey } from './calendar'
import type { ChatScan } from './scan'
import type { MonthlyActivity } from './types'

export interface MonthSpan {
  /** Months since January 2000. */
  index: number
  /** Day range relative to the scan's first day: [from, to). */
  from: number
  to: number
}

/**
 * Every calendar month from the first message's month to the last one's,
 * including months without a message: a silent month is part of the story.
 */
export function monthSpans(firstDay: number, dayCount: number): MonthSpan[] {
  const spans: MonthSpan[] = []
  let { year, month } = civilFromDays(firstDay)
  let from = 0
  while (from < dayCount) {
    const nextYear = month === 12 ? year + 1 : year
    const nextMonth = month === 12 ? 1 : month + 1
    const to = Math.min(dayCount, daysFromCivil(nextYear, nextMonth, 1) - firstDay)
    spans.push({ index: (year - 2000) * 12 + month - 1, from, to })
    from = to
    year = nextYear
    month = nextMonth
  }
  return spans
}

/** Sum of values[from, to) by walking them (no prefix sums; compare prefixRangeSum in gap/windows). */
export function sumDays(values: Uint32Array | Float64Array, from: number, to: number): number {
  let sum = 0
  for (let i = from; i < to; i++) sum += values[i] ?? 0
  return sum
}

export function monthlyActivity(scan: ChatScan, spans: MonthSpan[]): MonthlyActivity[] {
  return spans.map(({ index, from, to }) => {
    const messageCount = sumDays(scan.dayMessages, from, to)
    const yourMessages = sumDays(scan.dayMessagesUser1, from, to)
    return {
      month: formatMonthKey(index),
      messageCount,
      yourMessages,
      theirMessages: messageCount - yourMessages,
    }
  })
}

/** 'Mar 2024' for the month with the most messages (the earliest on a tie). */
export function mostActiveMonth(activity: MonthlyActivity[]): string {
  let best: MonthlyActivity | undefined
  for (const month of activity) if (!best || month.messageCount > best.messageCount) best = month
  if (!best) return ''
  const [year, monthNumber] = best.month.split('-').map(Number)
  return formatMonthIndex(((year ?? 2000) - 2000) * 12 + (monthNumber ?? 1) - 1)
}
