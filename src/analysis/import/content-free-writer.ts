// Writes SPEC §5's content-free lines, `dd/mm/yy, hh:mm - User N`, in chunks:
// one huge string built by += would be re-copied, one array of lines would be
// 165,000 small strings.

import type { DateOrder } from './date-order'
import type { MessageColumns } from './message-columns'

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)))
const LINES_PER_CHUNK = 4096

export function twoDigits(n: number): string {
  return TWO_DIGITS[n] ?? String(n)
}

export function contentFreeLine(
  day: number,
  month: number,
  year: number,
  hour: number,
  minute: number,
  sender: number,
): string {
  return `${twoDigits(day)}/${twoDigits(month)}/${twoDigits(year)}, ${twoDigits(hour)}:${twoDigits(minute)} - User ${sender}\n`
}

export function writeContentFree(columns: MessageColumns, order: DateOrder): string {
  const days = order === 'dmy' ? columns.first : columns.second
  const months = order === 'dmy' ? columns.second : columns.first
  const chunks: string[] = []
  let chunk = ''
  for (let i = 0; i < columns.length; i++) {
    chunk += contentFreeLine(
      days[i] as number,
      months[i] as number,
      columns.year[i] as number,
      columns.hour[i] as number,
      columns.minute[i] as number,
      columns.sender[i] as number,
    )
    if ((i + 1) % LINES_PER_CHUNK === 0) {
      chunks.push(chunk)
      chunk = ''
    }
  }
  chunks.push(chunk)
  return chunks.join('')
}
