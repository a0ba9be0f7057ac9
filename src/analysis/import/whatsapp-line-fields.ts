// The fields of one WhatsApp line after its header, read from its UTF-8 bytes for the cleaner
// (whatsapp-scan.ts): its date as numbers, its clock style, where its author ends, and who
// that author is. These run once per message, inlined into the cleaner's loop.

import type { SenderRegistry } from './sender-registry'
import { bytesStartWith, decodeUtf8, encodeUtf8 } from './utf8'
import type { WhatsAppHeader } from './whatsapp-header'
import { isNoticeAuthor } from './whatsapp-system-lines'

/** Marks a message whose header has no year until the file's year is known. */
export const NO_YEAR = 255
const SLASH = 0x2f
const COLON = 0x3a
const SPACE = 0x20
/** `User 1` */
const LABEL_LENGTH = 6
const USER_LABEL = encodeUtf8('User ')

/**
 * `M/D/YY, h:mm AM/PM`: slashes, a two-digit year, no leading zero, capital AM/PM.
 * Every field is compared on every call: a comparison first made thousands of
 * lines in (the first two-digit date) would make V8 throw away the optimised
 * loop this is inlined into, and compile it again.
 */
export function isUsClock(header: WhatsAppHeader): boolean {
  const slashes = header.dateSeparator === SLASH
  const twoDigitYear = header.thirdDigits === 2
  const leadingZero = header.firstDigits === 2
  const belowTen = header.first < 10
  return slashes && twoDigitYear && header.capitalMeridiem && !(leadingZero && belowTen)
}

/** Where the first ": " of the line after the header is (the author's end), or lineEnd. */
export function authorEnd(bytes: Uint8Array, bodyStart: number, lineEnd: number): number {
  for (let p = bodyStart; p < lineEnd; p++) {
    if (bytes[p] === COLON && bytes[p + 1] === SPACE) return p
  }
  return lineEnd
}

/** The author's user number, or 0 when the "author" is the start of a notice. */
export function senderOf(
  bytes: Uint8Array,
  start: number,
  end: number,
  senders: SenderRegistry,
): number {
  // A known spelling is an author for sure; only new ones can be notices.
  const known = senders.find(bytes, start, end)
  if (known > 0) return known
  return isNoticeAuthor(decodeUtf8(bytes, start, end)) ? 0 : senders.numberOf(bytes, start, end)
}

/** A cleaned line with nothing after its label (`… - User 2`) among lines that kept their text. */
export function labelOf(
  bytes: Uint8Array,
  start: number,
  lineEnd: number,
  senders: SenderRegistry,
): number {
  let end = lineEnd
  if (bytes[end - 1] === 0x0d) end--
  if (end - start !== LABEL_LENGTH || !bytesStartWith(bytes, start, USER_LABEL)) return 0
  const digit = bytes[end - 1]
  return digit === 0x31 || digit === 0x32 ? senders.numberOf(bytes, start, end) : 0
}

const resolved = { first: 0, second: 0, year: 0, yearFirst: false }

/**
 * The header's three numbers as (first, second, two-digit year), or null when
 * they cannot be a date. Year-first dates (2023-12-31) and month words come
 * out day-first. Returns one shared object: this runs once per message.
 */
export function resolveDate(header: WhatsAppHeader): typeof resolved | null {
  const yearFirst = header.firstDigits > 2
  let twoDigitYear = NO_YEAR
  if (header.hasYear) {
    const year = yearFirst ? header.first : header.third
    twoDigitYear = year >= 100 ? year - 2000 : year
    // docs/product.md §5 reads the year as 20yy: other centuries cannot be written.
    if (twoDigitYear < 0 || twoDigitYear > 99) return null
  }
  const first = yearFirst ? header.third : header.first
  const second = header.second
  if (first < 1 || first > 31 || second < 1 || second > 31) return null
  if ((yearFirst || header.monthWord) && second > 12) return null
  resolved.first = first
  resolved.second = second
  resolved.year = twoDigitYear
  resolved.yearFirst = yearFirst
  return resolved
}
