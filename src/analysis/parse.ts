// Parser for the content-free chat format (docs/product.md §5):
//   dd/mm/yy, hh:mm - User N
// One pass over the text: indexOf for line ends, char codes for the fields, no
// split, no regex, no per-message objects. The output is columnar. A line in the cleaner's
// own layout is read first by its fixed places (parse-common-line.ts); any other by the general
// reader here.

import { MINUTES_PER_DAY } from './calendar'
import { COMMON_LINE_CHARS, parseCommonLine } from './parse-common-line'
import { COLON, COMMA, DASH, MONTH_LENGTH, MONTH_START, SLASH, SPACE } from './parse-fields'

export const NO_VALID_MESSAGES = 'No valid chat messages found. Please check the file format.'

export class ChatFormatError extends Error {
  constructor(message: string = NO_VALID_MESSAGES) {
    super(message)
    this.name = 'ChatFormatError'
  }
}

/** A parsed chat, one entry per message, in time order. */
export interface ParsedChat {
  /** Wall-clock minutes since 2000-01-01 00:00 (see calendar.ts). */
  minutes: Float64Array
  /** 0 = User 1, 1 = User 2. */
  sender: Uint8Array
  length: number
}

export type ProgressCallback = (fraction: number) => void

/** Progress is reported about every this many characters. */
export const PROGRESS_STEP_CHARS = 1 << 18
/** '1/1/24, 1:00 - User 1' is the shortest line that can match. */
const MIN_LINE_CHARS = 21
const DAY = MINUTES_PER_DAY
const NEWLINE = 10
const SUFFIX = ' - User '

function digit(code: number): number {
  const d = code - 48
  return d >= 0 && d <= 9 ? d : -1
}

/**
 * Parses one line starting at `i` and ending before `end`. Returns the minute
 * and sender packed as minute * 2 + sender, or -1 when the line does not match.
 */
function parseLine(text: string, i: number, end: number): number {
  // Tolerate a byte-order mark, a left-to-right mark or indentation before the date.
  let c = text.charCodeAt(i)
  while (i < end && (c === 0xfeff || c === 0x200e || c === SPACE || c === 9))
    c = text.charCodeAt(++i)
  if (end - i < MIN_LINE_CHARS) return -1

  let d = digit(c)
  if (d < 0) return -1
  let next = digit(text.charCodeAt(++i))
  if (next >= 0) {
    d = d * 10 + next
    i++
  }
  if (text.charCodeAt(i++) !== SLASH) return -1
  let mo = digit(text.charCodeAt(i++))
  if (mo < 0) return -1
  next = digit(text.charCodeAt(i))
  if (next >= 0) {
    mo = mo * 10 + next
    i++
  }
  if (text.charCodeAt(i++) !== SLASH) return -1
  const y1 = digit(text.charCodeAt(i++))
  const y2 = digit(text.charCodeAt(i++))
  if (y1 < 0 || y2 < 0) return -1
  if (text.charCodeAt(i++) !== COMMA || text.charCodeAt(i++) !== SPACE) return -1
  let h = digit(text.charCodeAt(i++))
  if (h < 0) return -1
  next = digit(text.charCodeAt(i))
  if (next >= 0) {
    h = h * 10 + next
    i++
  }
  if (text.charCodeAt(i++) !== COLON) return -1
  const m1 = digit(text.charCodeAt(i++))
  const m2 = digit(text.charCodeAt(i++))
  if (m1 < 0 || m2 < 0) return -1
  if (text.charCodeAt(i) !== SPACE || text.charCodeAt(i + 1) !== DASH) return -1
  if (i + SUFFIX.length >= end || !text.startsWith(SUFFIX, i)) return -1
  i += SUFFIX.length
  const n = digit(text.charCodeAt(i++))
  if (n !== 1 && n !== 2) return -1
  // 'User 12' is not User 1; anything else after the label (': …', '\r') is ignored.
  if (i < end && digit(text.charCodeAt(i)) >= 0) return -1

  const mi = m1 * 10 + m2
  const slot = (y1 * 10 + y2) * 12 + mo - 1
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return -1
  if (d > (MONTH_LENGTH[slot] ?? 0)) return -1
  const minute = ((MONTH_START[slot] ?? 0) + d - 1) * DAY + h * 60 + mi
  return minute * 2 + (n - 1)
}

/**
 * Parses a content-free chat export. Lines that do not match the format are
 * ignored (docs/product.md §5). Messages out of time order are sorted stably by time, so
 * messages of the same minute keep their file order. Throws ChatFormatError
 * when no line is valid.
 */
export function parseChat(text: string, onProgress?: ProgressCallback): ParsedChat {
  const length = text.length
  const capacity = Math.floor((length + 1) / (MIN_LINE_CHARS + 1)) + 1
  let minutes = new Float64Array(capacity)
  let sender = new Uint8Array(capacity)
  let count = 0
  let sorted = true
  let previous = Number.NEGATIVE_INFINITY
  let nextReport = PROGRESS_STEP_CHARS
  let start = 0
  while (start < length) {
    // The cleaner's lines are all alike: a line of their length is read as one first, and
    // where it holds no newline, the one after it ends it.
    let end = -1
    let packed = -1
    if (text.charCodeAt(start + COMMON_LINE_CHARS) === NEWLINE) {
      packed = parseCommonLine(text, start)
      if (packed !== -1) end = start + COMMON_LINE_CHARS
    }
    if (end < 0) {
      end = text.indexOf('\n', start)
      if (end < 0) end = length
      if (end - start >= MIN_LINE_CHARS) packed = parseLine(text, start, end)
    }
    if (packed >= 0) {
      const minute = Math.floor(packed / 2)
      if (minute < previous) sorted = false
      previous = minute
      minutes[count] = minute
      sender[count] = packed - minute * 2
      count++
    }
    start = end + 1
    if (onProgress && start >= nextReport) {
      onProgress(Math.min(start / length, 1))
      nextReport = start + PROGRESS_STEP_CHARS
    }
  }
  if (count === 0) throw new ChatFormatError()
  if (count < capacity) {
    // Keep a view when it is mostly full; copy when most of the buffer would be wasted.
    minutes = count * 4 >= capacity * 3 ? minutes.subarray(0, count) : minutes.slice(0, count)
    sender = count * 4 >= capacity * 3 ? sender.subarray(0, count) : sender.slice(0, count)
  }
  const chat = { minutes, sender, length: count }
  if (!sorted) sortChatStably(chat)
  onProgress?.(1)
  return chat
}

/** Sorts in place by time; equal times keep their original order. */
export function sortChatStably(chat: ParsedChat): void {
  const { minutes, sender, length } = chat
  // Key = minute * 2^21 + index is exact below 2^53 for whole minutes of 2000-2099
  // and up to two million messages; otherwise fall back to a comparator sort.
  let wholeMinutes = length < 1 << 21
  for (let i = 0; wholeMinutes && i < length; i++) {
    const minute = minutes[i] ?? 0
    wholeMinutes = Number.isInteger(minute) && minute >= 0 && minute < 2 ** 31
  }
  if (wholeMinutes) {
    const keys = new Float64Array(length)
    for (let i = 0; i < length; i++) keys[i] = (minutes[i] ?? 0) * 2097152 + i
    keys.sort()
    const oldSender = sender.slice(0, length)
    for (let i = 0; i < length; i++) {
      const key = keys[i] ?? 0
      const minute = Math.floor(key / 2097152)
      minutes[i] = minute
      sender[i] = oldSender[key - minute * 2097152] ?? 0
    }
    return
  }
  const order = Array.from({ length }, (_, i) => i)
  order.sort((a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0) || a - b)
  const oldMinutes = minutes.slice(0, length)
  const oldSender = sender.slice(0, length)
  for (let i = 0; i < length; i++) {
    const from = order[i] ?? 0
    minutes[i] = oldMinutes[from] ?? 0
    sender[i] = oldSender[from] ?? 0
  }
}
