// Writes SPEC §5's content-free lines, `dd/mm/yy, hh:mm - User N`. Every line
// has the same 25 ASCII characters, so the output is written as bytes into one
// buffer and decoded once: no string per line for the collector to chase.

import type { DateOrder } from './date-order'
import type { MessageColumns } from './message-columns'

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)))
const LINE = 'dd/mm/yy, hh:mm - User N\n'
const LINE_LENGTH = LINE.length
const TEMPLATE = Uint8Array.from(LINE, (c) => c.charCodeAt(0))
const ZERO = 48
const decoder = new TextDecoder()

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

function writeTwoDigits(out: Uint8Array, at: number, n: number) {
  out[at] = ZERO + Math.floor(n / 10)
  out[at + 1] = ZERO + (n % 10)
}

/** `labels[n]` is the number written for user n, when it differs from n (see SenderRegistry.labelNumbers). */
export function writeContentFree(
  columns: MessageColumns,
  order: DateOrder,
  labels: Uint8Array | null = null,
): string {
  const days = order === 'dmy' ? columns.first : columns.second
  const months = order === 'dmy' ? columns.second : columns.first
  const out = new Uint8Array(columns.length * LINE_LENGTH)
  for (let i = 0; i < columns.length; i++) {
    const at = i * LINE_LENGTH
    out.set(TEMPLATE, at)
    writeTwoDigits(out, at, days[i] as number)
    writeTwoDigits(out, at + 3, months[i] as number)
    writeTwoDigits(out, at + 6, columns.year[i] as number)
    writeTwoDigits(out, at + 10, columns.hour[i] as number)
    writeTwoDigits(out, at + 13, columns.minute[i] as number)
    const sender = columns.sender[i] as number
    out[at + 23] = ZERO + (labels ? (labels[sender] as number) : sender)
  }
  return decoder.decode(out)
}
