// Whether a line can start a message header at all, from its first characters.
// The lines no header reader accepts are mostly a message's further lines: in a
// chat of long messages nearly half of its lines (a list, a line starting with a
// capital, a number or an emoji). This check turns them away in a few
// comparisons, so the line reader (whatsapp-scan.ts) calls the general reader
// (whatsapp-header.ts) only for the rare header the common reader leaves. In a
// cold process the general reader is then neither interpreted for those lines
// nor compiled by V8 at all (docs/decisions/014-cadence-clean-for-a-cold-process.md).
// It only ever says "no" where the general reader says "no header" and not
// "impossible" (whatsapp-header-start.test.ts checks this on generated lines).

import { isInvisibleMark } from './invisible-marks'
import { codePointAt } from './utf8'
import {
  digitValue,
  HEADER_CHARACTERS,
  isLetter,
  MONTH_INITIALS,
  monthNumber,
} from './whatsapp-header-locales'

const { SPACE, SLASH, DOT, DASH, COLON, OPEN_BRACKET, LAST_UNMARKED } = HEADER_CHARACTERS
const ZERO = 0x30
const CAPITAL_A = 0x41
/** The first byte of every direction mark (the byte-order mark's is higher, 0xef). */
const MARK_LEAD = 0xe2
/** 1 at the char code of each capital a month word starts with: one array read, no set lookup. */
const MONTH_INITIAL = new Uint8Array(128)
for (const initial of MONTH_INITIALS) MONTH_INITIAL[initial] = 1

function isDigitByte(byte: number): boolean {
  return (byte - ZERO) >>> 0 <= 9
}

/** A digit the general reader reads (ASCII, Arabic-Indic or Persian) at bytes[p]. */
function isDigitAt(bytes: Uint8Array, p: number): boolean {
  return digitValue(codePointAt(bytes, p)) >= 0
}

/**
 * False when no header can start at bytes[p]: the general reader would read no
 * header there, and would not call it impossible. True when one may.
 */
export function mayStartHeader(bytes: Uint8Array, p: number): boolean {
  const lead = bytes[p] ?? 0
  if (lead >= 0x80) return mayStartWithCharacter(bytes, p, lead)
  if (isDigitByte(lead)) return mayFollowFirstNumber(bytes, p)
  if ((lead - CAPITAL_A) >>> 0 < 26) return mayStartMonthWord(bytes, p, lead)
  // `[` opens an iPhone header; no header starts with any other ASCII character, small letters
  // included (WhatsApp writes month words capitalised).
  return lead === OPEN_BRACKET
}

/**
 * A character past ASCII: a direction or byte-order mark, which the reader steps over, or a
 * digit (Arabic-Indic or Persian).
 */
function mayStartWithCharacter(bytes: Uint8Array, p: number, lead: number): boolean {
  // Emoji and other characters of three or four bytes past U+2FFF: none is a digit or a mark.
  if (lead >= 0xf0 || (lead >= 0xe3 && lead <= 0xee)) return false
  const code = codePointAt(bytes, p)
  return (code > LAST_UNMARKED && isInvisibleMark(code)) || digitValue(code) >= 0
}

/**
 * A line that starts with a digit: after up to four digits comes the date's separator and
 * another number (`31/12`, `31. 12`), the time's colon (`14:56, 3/18/22`), a month word
 * (`28 Aug`), or something that is not ASCII (more digits, or a mark), which is left to the reader.
 */
function mayFollowFirstNumber(bytes: Uint8Array, p: number): boolean {
  let q = p + 1
  while (q < p + 4 && isDigitByte(bytes[q] ?? 0)) q++
  const next = bytes[q] ?? 0
  if (next >= 0x80) return true
  if (next === COLON) return q - p <= 2
  if (next === SLASH || next === DOT || next === DASH) {
    let field = q + 1
    if ((bytes[field] ?? 0) >= MARK_LEAD) return true
    if (bytes[field] === SPACE) field++
    return isDigitAt(bytes, field)
  }
  if (next !== SPACE || !isLetter(bytes[q + 1] ?? 0)) return false
  let end = q + 1
  while (isLetter(bytes[end] ?? 0)) end++
  return monthNumber(bytes, q + 1, end) > 0
}

/** A capital: a month word, then a space and the day (`Mar 5, 8:11 PM`, `Sept. 5`). */
function mayStartMonthWord(bytes: Uint8Array, p: number, lead: number): boolean {
  if (MONTH_INITIAL[lead] !== 1) return false
  let end = p + 1
  while (isLetter(bytes[end] ?? 0)) end++
  const space = bytes[end] === DOT ? end + 1 : end
  return bytes[space] === SPACE && isDigitAt(bytes, space + 1) && monthNumber(bytes, p, end) > 0
}
