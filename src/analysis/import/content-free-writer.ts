// Writes the content-free lines of docs/product.md §5, `dd/mm/yy, hh:mm - User N`. Every line
// has the same 25 ASCII characters, so the output is written as bytes into one
// buffer and decoded once: no string per line for the collector to chase.

import { daysInMonth } from '../calendar'
import { type ParsedChat, sortChatStably } from '../parse'
import { wallClockMinute } from '../parse-fields'
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
  // One buffer with room for every line: it is written once, full or at the end.
  let text = ''
  const out = templateLines(columns.length)
  const written = writeLines(columns, order, labels, out, out.length, (bytes) => {
    text = decoder.decode(bytes)
  })
  return { text, written }
}

/** Lines written into one buffer at a time when the text goes out in pieces. */
const LINES_PER_PIECE = 4096
/**
 * The first piece is short: the loop then reaches its call to `write` before V8
 * compiles it, and the compiled loop, knowing the call, is not thrown away at
 * the first full piece and compiled again (docs/decisions/014-cadence-clean-for-a-cold-process.md).
 */
const LINES_IN_FIRST_PIECE = 256

/**
 * The same lines, handed to `write` a piece at a time from one reused buffer
 * (its bytes are only valid during the call); returns the messages written.
 */
export function writeContentFreePieces(
  columns: MessageColumns,
  order: DateOrder,
  labels: Uint8Array | null,
  write: (bytes: Uint8Array) => void,
): number {
  const out = templateLines(Math.min(columns.length, LINES_PER_PIECE))
  const first = Math.min(out.length, LINES_IN_FIRST_PIECE * LINE_LENGTH)
  return writeLines(columns, order, labels, out, first, write)
}

/** `count` copies of the line's fixed characters, by doubling copies of the template. */
function templateLines(count: number): Uint8Array {
  const total = count * LINE_LENGTH
  const out = new Uint8Array(total)
  if (total > 0) out.set(TEMPLATE, 0)
  for (let filled = LINE_LENGTH; filled < total; filled *= 2) {
    out.copyWithin(filled, 0, Math.min(filled, total - filled))
  }
  return out
}

/**
 * Writes each message's digits into `out` (template lines) and hands them to
 * `write` whenever it is full (the first time after `firstPiece` bytes), and
 * what is left at the end; the lines written.
 * One loop over every message: it runs cold once per process, and a loop
 * entered again for each piece would leave its optimised code at every exit.
 */
function writeLines(
  columns: MessageColumns,
  order: DateOrder,
  labels: Uint8Array | null,
  out: Uint8Array,
  firstPiece: number,
  write: (bytes: Uint8Array) => void,
): number {
  const days = order === 'dmy' ? columns.first : columns.second
  const months = order === 'dmy' ? columns.second : columns.first
  const { year, hour, minute, sender, length } = columns
  let full = firstPiece
  let written = 0
  let at = 0
  for (let i = 0; i < length; i++) {
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
    written++
    at += LINE_LENGTH
    if (at === full) {
      write(full === out.length ? out : out.subarray(0, full))
      full = out.length
      at = 0
    }
  }
  if (at > 0) write(out.subarray(0, at))
  return written
}

/**
 * The chat the content-free text would parse to (parse.ts), without writing it:
 * the same messages (a date that does not exist in `order` is left out), the
 * same minutes and senders, sorted the same way.
 */
export function contentFreeChat(
  columns: MessageColumns,
  order: DateOrder,
  labels: Uint8Array | null = null,
): ParsedChat {
  const days = order === 'dmy' ? columns.first : columns.second
  const months = order === 'dmy' ? columns.second : columns.first
  const { year, hour, minute, sender, length } = columns
  const minutes = new Float64Array(length)
  const senders = new Uint8Array(length)
  let count = 0
  let sorted = true
  let previous = Number.NEGATIVE_INFINITY
  for (let i = 0; i < length; i++) {
    const day = days[i] ?? 0
    const month = months[i] ?? 0
    const yy = year[i] ?? 0
    if (month > 12 || day > (MONTH_DAYS[yy * 16 + month] ?? 0)) continue
    const at = wallClockMinute(yy, month, day, hour[i] ?? 0, minute[i] ?? 0)
    if (at < previous) sorted = false
    previous = at
    minutes[count] = at
    const user = sender[i] ?? 0
    senders[count] = (labels ? (labels[user] ?? 0) : user) - 1
    count++
  }
  const chat = {
    minutes: minutes.subarray(0, count),
    sender: senders.subarray(0, count),
    length: count,
  }
  if (!sorted) sortChatStably(chat)
  return chat
}
