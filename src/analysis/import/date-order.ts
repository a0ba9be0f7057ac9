// Day-first or month-first is decided once for the whole file, never per line:
// "03/04/23" means the same thing everywhere in one export.

import { DateOrderError } from './import-errors'
import type { MessageColumns } from './message-columns'

export type DateOrder = 'dmy' | 'mdy'

export interface DateOrderDecision {
  order: DateOrder
  /** Nothing in the file tells the two orders apart. */
  ambiguous: boolean
}

export function decideDateOrder(columns: MessageColumns, override?: DateOrder): DateOrderDecision {
  let firstMax = 0
  let secondMax = 0
  for (let i = 0; i < columns.length; i++) {
    if ((columns.first[i] as number) > firstMax) firstMax = columns.first[i] as number
    if ((columns.second[i] as number) > secondMax) secondMax = columns.second[i] as number
  }
  const firstCanBeMonth = firstMax <= 12
  const secondCanBeMonth = secondMax <= 12
  const fromRange = rangeDecision(firstCanBeMonth, secondCanBeMonth)
  if (override) {
    if ((override === 'dmy' && !secondCanBeMonth) || (override === 'mdy' && !firstCanBeMonth)) {
      const asked = override === 'dmy' ? 'day-first' : 'month-first'
      throw new DateOrderError(`The dates in this file cannot be read ${asked}.`)
    }
    return { order: override, ambiguous: fromRange === null && fromTimeline(columns) === null }
  }
  if (fromRange) return { order: fromRange, ambiguous: false }
  const fromOrder = fromTimeline(columns)
  return fromOrder ? { order: fromOrder, ambiguous: false } : { order: 'dmy', ambiguous: true }
}

function rangeDecision(firstCanBeMonth: boolean, secondCanBeMonth: boolean): DateOrder | null {
  if (!firstCanBeMonth && !secondCanBeMonth) {
    throw new DateOrderError(
      'The dates in this file mix day-first and month-first and cannot be read.',
    )
  }
  if (!firstCanBeMonth) return 'dmy'
  if (!secondCanBeMonth) return 'mdy'
  return null
}

/** An export runs forward in time: the reading that goes backwards less often is the right one. */
function fromTimeline(columns: MessageColumns): DateOrder | null {
  let dayFirstBackwards = 0
  let monthFirstBackwards = 0
  for (let i = 1; i < columns.length; i++) {
    const yearNow = (columns.year[i] as number) * 512
    const yearBefore = (columns.year[i - 1] as number) * 512
    const a = columns.first[i] as number
    const b = columns.second[i] as number
    const aBefore = columns.first[i - 1] as number
    const bBefore = columns.second[i - 1] as number
    if (yearNow + b * 32 + a < yearBefore + bBefore * 32 + aBefore) dayFirstBackwards++
    if (yearNow + a * 32 + b < yearBefore + aBefore * 32 + bBefore) monthFirstBackwards++
  }
  if (dayFirstBackwards < monthFirstBackwards) return 'dmy'
  if (monthFirstBackwards < dayFirstBackwards) return 'mdy'
  return null
}
