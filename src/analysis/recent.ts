// "Recent" analyses (the plans' cheaper kind): the last six calendar months of a chat,
// measured on the export's wall clock like everything else in the engine.

import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  MINUTES_PER_DAY,
  parseWallClock,
} from './calendar'
import type { ParsedChat } from './parse'

export const RECENT_MONTHS = 6

/** The minute `months` calendar months before `minute`, at the same time of day (day clamped to the month). */
export function monthsBefore(minute: number, months: number): number {
  const day = Math.floor(minute / MINUTES_PER_DAY)
  const timeOfDay = minute - day * MINUTES_PER_DAY
  const { year, month, day: dayOfMonth } = civilFromDays(day)
  const index = year * 12 + (month - 1) - months
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  const d = Math.min(dayOfMonth, daysInMonth(y, m))
  return daysFromCivil(y, m, d) * MINUTES_PER_DAY + timeOfDay
}

/** True when a stored date range ('YYYY-MM-DDTHH:mm') spans at most the last six months. */
export function isRecentRange(start: string, end: string): boolean {
  try {
    return parseWallClock(start) >= monthsBefore(parseWallClock(end), RECENT_MONTHS)
  } catch {
    // Not a calendar date: the range cannot be judged recent.
    return false
  }
}

/** The chat's messages from six months before its last message on, as a new chat. */
export function keepRecentMonths(chat: ParsedChat, months = RECENT_MONTHS): ParsedChat {
  let last = Number.NEGATIVE_INFINITY
  for (let i = 0; i < chat.length; i++) last = Math.max(last, chat.minutes[i] ?? last)
  const cutoff = monthsBefore(last, months)
  let kept = 0
  for (let i = 0; i < chat.length; i++) if ((chat.minutes[i] ?? 0) >= cutoff) kept++
  const minutes = new Float64Array(kept)
  const sender = new Uint8Array(kept)
  let at = 0
  for (let i = 0; i < chat.length; i++) {
    const minute = chat.minutes[i] ?? 0
    if (minute < cutoff) continue
    minutes[at] = minute
    sender[at] = chat.sender[i] ?? 0
    at++
  }
  return { minutes, sender, length: kept }
}
