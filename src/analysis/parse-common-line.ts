// The content-free parser's fast path: a line in the cleaner's own layout, every field in two
// digits, read by its fixed places. Any other line goes to the general reader (parse.ts), which
// the fast path is held equal to (parse.property.test.ts).

import { MINUTES_PER_DAY } from './calendar'
import { COLON, COMMA, DASH, MONTH_LENGTH, MONTH_START, SLASH, SPACE } from './parse-fields'

/** 'dd/mm/yy, hh:mm - User N': the line the cleaner writes, every field in two digits. */
export const COMMON_LINE_CHARS = 24
const [U, S, E, R] = [85, 115, 101, 114]
const DAY = MINUTES_PER_DAY

/**
 * The line at `i` in the cleaner's own layout, 'dd/mm/yy, hh:mm - User N' with nothing after
 * the label but the line's end: its minute and sender packed as the general reader (parseLine of
 * parse.ts) packs them. -1 when the line is in any other shape, for parseLine to read; -2 when
 * it is in this shape but its date or time does not exist (parseLine refuses it too). The line's COMMON_LINE_CHARS
 * characters must be in the text.
 */
export function parseCommonLine(text: string, i: number): number {
  const d1 = text.charCodeAt(i) - 48
  const d2 = text.charCodeAt(i + 1) - 48
  const m1 = text.charCodeAt(i + 3) - 48
  const m2 = text.charCodeAt(i + 4) - 48
  const y1 = text.charCodeAt(i + 6) - 48
  const y2 = text.charCodeAt(i + 7) - 48
  const h1 = text.charCodeAt(i + 10) - 48
  const h2 = text.charCodeAt(i + 11) - 48
  const n1 = text.charCodeAt(i + 13) - 48
  const n2 = text.charCodeAt(i + 14) - 48
  const who = text.charCodeAt(i + 23) - 49
  // Every digit in 0…9 and the sender 0 or 1, in one test: an unsigned compare each.
  if (
    d1 >>> 0 > 9 ||
    d2 >>> 0 > 9 ||
    m1 >>> 0 > 9 ||
    m2 >>> 0 > 9 ||
    y1 >>> 0 > 9 ||
    y2 >>> 0 > 9 ||
    h1 >>> 0 > 9 ||
    h2 >>> 0 > 9 ||
    n1 >>> 0 > 9 ||
    n2 >>> 0 > 9 ||
    who >>> 0 > 1
  )
    return -1
  if (
    text.charCodeAt(i + 2) !== SLASH ||
    text.charCodeAt(i + 5) !== SLASH ||
    text.charCodeAt(i + 8) !== COMMA ||
    text.charCodeAt(i + 9) !== SPACE ||
    text.charCodeAt(i + 12) !== COLON ||
    text.charCodeAt(i + 15) !== SPACE ||
    text.charCodeAt(i + 16) !== DASH ||
    text.charCodeAt(i + 17) !== SPACE ||
    text.charCodeAt(i + 18) !== U ||
    text.charCodeAt(i + 19) !== S ||
    text.charCodeAt(i + 20) !== E ||
    text.charCodeAt(i + 21) !== R ||
    text.charCodeAt(i + 22) !== SPACE
  )
    return -1
  const d = d1 * 10 + d2
  const mo = m1 * 10 + m2
  const h = h1 * 10 + h2
  const mi = n1 * 10 + n2
  const slot = (y1 * 10 + y2) * 12 + mo - 1
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return -2
  if (d > (MONTH_LENGTH[slot] ?? 0)) return -2
  return (((MONTH_START[slot] ?? 0) + d - 1) * DAY + h * 60 + mi) * 2 + who
}
