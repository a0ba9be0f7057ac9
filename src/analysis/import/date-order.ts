// Day-first or month-first is decided once for the whole file, never per line:
// "03/04/23" means the same thing everywhere in one export. The evidence, strongest
// first: a field above 12 (on any line, notices included), the reading that runs
// forward in time, the clock style (`M/D/YY, h:mm AM/PM` is the US default), and
// the reading whose timeline is shorter.

import { DateOrderError } from './import-errors'
import type { MessageColumns } from './message-columns'

export type DateOrder = 'dmy' | 'mdy'

export interface DateOrderDecision {
  order: DateOrder
  /** Nothing in the file tells the two orders apart for sure. */
  ambiguous: boolean
}

/** What the file says about its dates beyond the messages' own fields. */
export interface DateOrderHints {
  /** The largest first and second date fields on notice lines (encryption notice, "created group"). */
  noticeFirstMax: number
  noticeSecondMax: number
  /** Every header is written `M/D/YY, h:mm AM/PM`, the US default. */
  usClock: boolean
}

const NO_HINTS: DateOrderHints = { noticeFirstMax: 0, noticeSecondMax: 0, usClock: false }

export function decideDateOrder(
  columns: MessageColumns,
  override?: DateOrder,
  hints: DateOrderHints = NO_HINTS,
): DateOrderDecision {
  const firstMax = Math.max(hints.noticeFirstMax, columns.firstMax)
  const secondMax = Math.max(hints.noticeSecondMax, columns.secondMax)
  const firstCanBeMonth = firstMax <= 12
  const secondCanBeMonth = secondMax <= 12
  const fromRange = rangeDecision(firstCanBeMonth, secondCanBeMonth)
  if (override) {
    if ((override === 'dmy' && !secondCanBeMonth) || (override === 'mdy' && !firstCanBeMonth)) {
      throw new DateOrderError({ code: 'date_order_impossible', order: override })
    }
    return {
      order: override,
      ambiguous: fromRange === null && fromTimeline(readingSteps(columns)) === null,
    }
  }
  if (fromRange) return { order: fromRange, ambiguous: false }
  const steps = readingSteps(columns)
  const fromOrder = fromTimeline(steps)
  if (fromOrder) return { order: fromOrder, ambiguous: false }
  // Below this line the file could still be read either way: the note stays.
  if (hints.usClock) return { order: 'mdy', ambiguous: true }
  return { order: fromSpan(steps) ?? 'dmy', ambiguous: true }
}

function rangeDecision(firstCanBeMonth: boolean, secondCanBeMonth: boolean): DateOrder | null {
  if (!firstCanBeMonth && !secondCanBeMonth) {
    throw new DateOrderError({ code: 'date_order_mixed' })
  }
  if (!firstCanBeMonth) return 'dmy'
  if (!secondCanBeMonth) return 'mdy'
  return null
}

/** A day number good enough to compare and subtract: 32 days a month, 512 a year. */
function dayKey(year: number, month: number, day: number): number {
  return year * 512 + month * 32 + day
}

/** How the messages' days step from one to the next, read day-first and read month-first. */
interface ReadingSteps {
  /** Steps that go back in time: an export runs forward, so the right reading has fewer. */
  dayFirstBackwards: number
  monthFirstBackwards: number
  /** The days crossed, summed: people write most days in a row, so the right reading's is smaller. */
  dayFirstSpan: number
  monthFirstSpan: number
}

function readingSteps(columns: MessageColumns): ReadingSteps {
  const steps = { dayFirstBackwards: 0, monthFirstBackwards: 0, dayFirstSpan: 0, monthFirstSpan: 0 }
  for (let i = 1; i < columns.length; i++) {
    const year = columns.year[i] ?? 0
    const yearBefore = columns.year[i - 1] ?? 0
    const a = columns.first[i] ?? 0
    const b = columns.second[i] ?? 0
    const aBefore = columns.first[i - 1] ?? 0
    const bBefore = columns.second[i - 1] ?? 0
    const dayFirst = dayKey(year, b, a) - dayKey(yearBefore, bBefore, aBefore)
    const monthFirst = dayKey(year, a, b) - dayKey(yearBefore, aBefore, bBefore)
    if (dayFirst < 0) steps.dayFirstBackwards++
    if (monthFirst < 0) steps.monthFirstBackwards++
    steps.dayFirstSpan += Math.abs(dayFirst)
    steps.monthFirstSpan += Math.abs(monthFirst)
  }
  return steps
}

/** The reading with the lower count, or null when they are level. */
function lower(dayFirst: number, monthFirst: number): DateOrder | null {
  if (dayFirst < monthFirst) return 'dmy'
  if (monthFirst < dayFirst) return 'mdy'
  return null
}

const fromTimeline = (steps: ReadingSteps) =>
  lower(steps.dayFirstBackwards, steps.monthFirstBackwards)

const fromSpan = (steps: ReadingSteps) => lower(steps.dayFirstSpan, steps.monthFirstSpan)
