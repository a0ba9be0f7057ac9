// The layouts a WhatsApp message header can take, as data: the characters that
// separate its fields, the digits, spaces, month names, day periods and era
// years of the locales WhatsApp writes, and how each is told apart by its char
// code. The reader that walks a header with them is whatsapp-header.ts.
import { encodeUtf8 } from './utf8'

/** The characters between a header's fields, and the first of each run of digits beyond ASCII. */
export const HEADER_CHARACTERS = {
  SPACE: 0x20,
  SLASH: 0x2f,
  DOT: 0x2e,
  DASH: 0x2d,
  COMMA: 0x2c,
  ARABIC_COMMA: 0x060c,
  COLON: 0x3a,
  OPEN_BRACKET: 0x5b,
  CLOSE_BRACKET: 0x5d,
  /** Every direction mark and the byte-order mark lie above this: one comparison passes ordinary text. */
  LAST_UNMARKED: 0x200d,
  ARABIC_INDIC_ZERO: 0x0660,
  /** ص and م: Arabic's AM and PM. */
  ARABIC_AM: 0x0635,
  ARABIC_PM: 0x0645,
} as const

const { SPACE, ARABIC_INDIC_ZERO } = HEADER_CHARACTERS
const NO_BREAK_SPACE = 0xa0
const NARROW_NO_BREAK_SPACE = 0x202f
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0

export const NO_MERIDIEM = 0
export const AM = 1
export const PM = 2

/** Buddhist era years run 543 ahead of the Gregorian calendar. */
export const BUDDHIST_OFFSET = 543
/** A four-digit year this high can only be a Buddhist one (2400 BE = 1857). */
export const BUDDHIST_YEARS_FROM = 2400
/** Japanese eras: Reiwa 1 = 2019, Heisei 1 = 1989. */
export const REIWA_YEAR_ZERO = 2018
export const HEISEI_YEAR_ZERO = 1988

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** J, F, M, A, S, O, N, D: WhatsApp writes month names capitalised. */
export const MONTH_INITIALS = new Set(MONTH_NAMES.map((name) => name.charCodeAt(0) - 0x20))

/** Spelled-out day periods (CLDR's English "B" pattern) and the half of the day each means. */
export const DAY_PERIODS: { words: Uint8Array; meridiem: (hour: number) => number }[] = [
  { words: 'in the morning', meridiem: () => AM },
  { words: 'in the afternoon', meridiem: () => PM },
  { words: 'in the evening', meridiem: () => PM },
  // Night runs from 9 pm to 6 am: "11:30 at night" is 23:30, "2:10 at night" is 02:10.
  { words: 'at night', meridiem: (hour: number) => (hour >= 6 && hour < 12 ? PM : AM) },
  { words: 'noon', meridiem: () => PM },
  { words: 'midnight', meridiem: () => AM },
].map(({ words, meridiem }) => ({ words: encodeUtf8(words), meridiem }))

/** The value of a Western, Arabic-Indic or Persian digit, or -1. */
export function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48
  if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) return code - ARABIC_INDIC_ZERO
  if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9) {
    return code - EXTENDED_ARABIC_INDIC_ZERO
  }
  return -1
}

export function isSpace(code: number): boolean {
  return code === SPACE || code === NO_BREAK_SPACE || code === NARROW_NO_BREAK_SPACE
}

export function isLetter(code: number): boolean {
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x7a
}

/**
 * 1-12 for the English month name or abbreviation at bytes[start, end) (`Sep`,
 * `Sept`, `September`, any case), else 0. A three-letter start is never shared by two months.
 */
export function monthNumber(bytes: Uint8Array, start: number, end: number): number {
  const length = end - start
  if (length < 3) return 0
  for (let m = 0; m < 12; m++) {
    const name = MONTH_NAMES[m] as string
    if (length > name.length) continue
    let same = true
    for (let i = 0; i < length && same; i++) {
      same = ((bytes[start + i] ?? 0) | 0x20) === name.charCodeAt(i)
    }
    if (same) return m + 1
  }
  return 0
}
