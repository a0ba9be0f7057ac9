// Writes the content-free lines of docs/product.md §5, `dd/mm/yy, hh:mm - User N`. Every line
// has the same 25 ASCII characters, so the output is written as bytes into one
// buffer and decoded once: no string per line for the collector to chase.

import { daysInMonth } from '../calendar'
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

/** The tens and the units digit of 0-99 as ASCII codes. */
const TENS = Uint8Array.from({ length: 100 }, (_, n) => ZERO + Math.floor(n / 10))
const UNITS = Uint8Array.from({ length: 100 }, (_, n) => ZERO + (n % 10))

/** Days in each month of 2000-2099 at `yy * 16 + month`; 0 where there is no such month. */
const MONTH_DAYS = new Uint8Array(100 * 16)
for (let yy = 0; yy < 100; yy++) {
  for (let month = 1; month <= 12; month++)
    MONTH_DAYS[yy * 16 + month] = daysInMonth(2000 + yy, month)
}

export interface ContentFreeText {
  text: string
  /** Messages written; the others had a date that does not exist in the chosen order (31 April). */
  written: number
}

/**
 * The content-free lines of every message whose date exists once read in
 * `order`. `labels[n]` is the number written for user n, when it differs from n
 * (see SenderRegistry.labelNumbers).
 */
export function writeContentFree(
  columns: MessageColumns,
  order: DateOrder,
  labels: Uint8Array | null = null,
): ContentFreeText {
  const days = order === 'dmy' ? columns.first : columns.second
  const months = order === 'dmy' ? columns.second : columns.first
  const { year, hour, minute, sender } = columns
  const total = columns.length * LINE_LENGTH
  const out = new Uint8Array(total)
  // The fixed characters first, by doubling copies of the template; then only the digits per line.
  if (total > 0) out.set(TEMPLATE, 0)
  for (let filled = LINE_LENGTH; filled < total; filled *= 2) {
    out.copyWithin(filled, 0, Math.min(filled, total - filled))
  }
  let at = 0
  for (let i = 0; i < columns.length; i++) {
    const day = days[i] ?? 0
    const month = months[i] ?? 0
    const yy = year[i] ?? 0
    if (month > 12 || day > (MONTH_DAYS[yy * 16 + month] ?? 0)) continue
    const hh = hour[i] ?? 0
    const mm = minute[i] ?? 0
    const user = sender[i] ?? 0
    out[at] = TENS[day] ?? 0
    out[at + 1] = UNITS[day] ?? 0
    out[at + 3] = TENS[month] ?? 0
    out[at + 4] = UNITS[month] ?? 0
    out[at + 6] = TENS[yy] ?? 0
    out[at + 7] = UNITS[yy] ?? 0
    out[at + 10] = TENS[hh] ?? 0
    out[at + 11] = UNITS[hh] ?? 0
    out[at + 13] = TENS[mm] ?? 0
    out[at + 14] = UNITS[mm] ?? 0
    out[at + 23] = ZERO + (labels ? (labels[user] ?? 0) : user)
    at += LINE_LENGTH
  }
  return { text: decoder.decode(out.subarray(0, at)), written: at / LINE_LENGTH }
}
