// Writes parsed columns back as the content-free format of docs/product.md §5.

import { civilFromDays, MINUTES_PER_DAY } from '../calendar'
import type { ParsedChat } from '../parse'

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)))

/** 'dd/mm/yy, hh:mm - User N' lines joined by '\n'. Minutes must fall in 2000-2099. */
export function formatChat(chat: ParsedChat): string {
  const lines: string[] = new Array(chat.length)
  let currentDay = Number.NaN
  let datePrefix = ''
  for (let i = 0; i < chat.length; i++) {
    const minute = Math.floor(chat.minutes[i] ?? 0)
    const day = Math.floor(minute / MINUTES_PER_DAY)
    if (day !== currentDay) {
      const { year, month, day: dayOfMonth } = civilFromDays(day)
      datePrefix = `${TWO_DIGITS[dayOfMonth]}/${TWO_DIGITS[month]}/${TWO_DIGITS[year - 2000]}, `
      currentDay = day
    }
    const inDay = minute - day * MINUTES_PER_DAY
    const hour = Math.floor(inDay / 60)
    lines[i] =
      `${datePrefix}${TWO_DIGITS[hour]}:${TWO_DIGITS[inDay - hour * 60]} - User ${(chat.sender[i] ?? 0) + 1}`
  }
  return lines.join('\n')
}
