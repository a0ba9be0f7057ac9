// The header layouts nearly every WhatsApp export uses, numeric and in ASCII:
//   31/12/23, 21:15 - Name: text         12/31/23, 9:15 PM - Name: text
//   [31/12/2023, 21:15:04] Name: text    (a space, no-break or narrow no-break space before AM/PM)
// read in one straight pass over the bytes with local variables. The general
// reader (whatsapp-header.ts) reads every layout through its cursor's fields and
// small helpers; in a cold process, while V8 still interprets the first lines of
// the file, that costs several times more per line (docs/decisions/014-cadence-clean-for-a-cold-process.md). This
// reader accepts a line only where the general reader reads it the same way,
// field for field (whatsapp-common-header.test.ts); at the first byte it does
// not expect, it gives the line back to the general reader.
// A digit is told by one unsigned comparison, `(c - ZERO) >>> 0 <= 9`: a test
// in two halves would leave a half V8 has not yet seen run, and its compiled
// code would be thrown away the first time that half runs.

import type { HeaderCursor } from './whatsapp-header-cursor'
import {
  AM,
  BUDDHIST_YEARS_FROM,
  HEADER_CHARACTERS,
  NO_MERIDIEM,
  PM,
} from './whatsapp-header-locales'

const { SPACE, SLASH, DOT, DASH, COMMA, COLON, OPEN_BRACKET, CLOSE_BRACKET } = HEADER_CHARACTERS
const ZERO = 0x30
const CAPITAL_A = 0x41
const CAPITAL_M = 0x4d
const CAPITAL_P = 0x50

/**
 * Reads the header at bytes[start…] into `header` when it has one of the common
 * layouts and a time that exists; false otherwise, the header left as it was
 * for the general reader to decide.
 */
export function readCommonHeader(header: HeaderCursor, bytes: Uint8Array, start: number): boolean {
  let p = start
  let c = bytes[p] ?? 0
  const bracketed = c === OPEN_BRACKET
  if (bracketed) c = bytes[++p] ?? 0

  // The date: up to four digits, a separator, up to four digits, the same separator, up to four
  // digits. Each number is read by one loop from its first digit on, so the loop's arithmetic
  // has run before V8 compiles it, whether the file's first dates have one digit or two.
  let first = 0
  let firstDigits = 0
  for (let d = c - ZERO; firstDigits < 4 && d >>> 0 <= 9; d = c - ZERO) {
    first = first * 10 + d
    firstDigits++
    c = bytes[++p] ?? 0
  }
  const separator = c
  if (firstDigits === 0 || (separator !== SLASH && separator !== DOT && separator !== DASH)) {
    return false
  }
  c = bytes[++p] ?? 0
  let second = 0
  let secondDigits = 0
  for (let d = c - ZERO; secondDigits < 4 && d >>> 0 <= 9; d = c - ZERO) {
    second = second * 10 + d
    secondDigits++
    c = bytes[++p] ?? 0
  }
  if (secondDigits === 0 || c !== separator) return false
  c = bytes[++p] ?? 0
  let third = 0
  let thirdDigits = 0
  for (let d = c - ZERO; thirdDigits < 4 && d >>> 0 <= 9; d = c - ZERO) {
    third = third * 10 + d
    thirdDigits++
    c = bytes[++p] ?? 0
  }
  if (thirdDigits === 0) return false
  // A Buddhist-era year is the general reader's to convert.
  if (thirdDigits === 4 && third >= BUDDHIST_YEARS_FROM) return false

  // `, ` or a single space, then the time: one or two digits, `:`, two digits, maybe `:` and two more.
  if (c === COMMA) c = bytes[++p] ?? 0
  if (c !== SPACE) return false
  c = bytes[++p] ?? 0
  let hour = 0
  let hourDigits = 0
  for (let d = c - ZERO; hourDigits < 2 && d >>> 0 <= 9; d = c - ZERO) {
    hour = hour * 10 + d
    hourDigits++
    c = bytes[++p] ?? 0
  }
  if (hourDigits === 0) return false
  if (c !== COLON) return false
  const tens = (bytes[p + 1] ?? 0) - ZERO
  const units = (bytes[p + 2] ?? 0) - ZERO
  if (tens >>> 0 > 9 || units >>> 0 > 9) return false
  const minute = tens * 10 + units
  p += 3
  c = bytes[p] ?? 0
  const seconds = c === COLON
  if (seconds) {
    const secondTens = (bytes[p + 1] ?? 0) - ZERO
    const secondUnits = (bytes[p + 2] ?? 0) - ZERO
    if (secondTens >>> 0 > 9 || secondUnits >>> 0 > 9) return false
    p += 3
    c = bytes[p] ?? 0
  }

  // `AM`/`PM` in capitals after one space of the three kinds, then the header's end.
  let meridiem = NO_MERIDIEM
  const space =
    c === SPACE
      ? 1
      : c === 0xc2 && bytes[p + 1] === 0xa0
        ? 2
        : c === 0xe2 && bytes[p + 1] === 0x80 && bytes[p + 2] === 0xaf
          ? 3
          : 0
  if (space > 0) {
    const letter = bytes[p + space] ?? 0
    if ((letter === CAPITAL_A || letter === CAPITAL_P) && bytes[p + space + 1] === CAPITAL_M) {
      meridiem = letter === CAPITAL_A ? AM : PM
      p += space + 2
      c = bytes[p] ?? 0
    }
  }
  if (bracketed) {
    if (c !== CLOSE_BRACKET || bytes[p + 1] !== SPACE) return false
    p += 2
  } else {
    if (c !== SPACE || bytes[p + 1] !== DASH || bytes[p + 2] !== SPACE) return false
    p += 3
  }

  // A time that cannot exist is the general reader's to report.
  if (minute >= 60) return false
  if (
    meridiem === NO_MERIDIEM ? hour >= 24 : meridiem === AM ? hour > 12 : hour < 1 || hour >= 24
  ) {
    return false
  }

  header.impossible = false
  header.monthWord = false
  header.hasYear = true
  header.timeFirst = false
  header.seconds = seconds
  header.colonEnd = false
  header.nativeDigits = false
  header.bracketed = bracketed
  header.first = first
  header.firstDigits = firstDigits
  header.dateSeparator = separator
  header.second = second
  header.third = third
  header.thirdDigits = thirdDigits
  header.hour = hour
  header.minute = minute
  header.meridiem = meridiem
  header.capitalMeridiem = meridiem !== NO_MERIDIEM
  header.bodyStart = p
  return true
}
