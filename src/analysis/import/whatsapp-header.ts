// Reads the date-and-time header that starts every WhatsApp message line, with
// char codes only: this runs once per line of a 10 MB file, so it allocates
// nothing and gives up at the first character that cannot belong to a header.
//   Android: 12/31/23, 9:15 PM - Name: text      iOS: [31/12/2023, 21:15:04] Name: text
// and the locale variants: Arabic marks, comma and digits ([١٨‏/٣‏/٢٠٢٢، ٢:٥٦:٠٠ م]),
// time first ([14:56:01, 3/18/22]), Buddhist and Japanese era years (3/18/2565 BE,
// 3/18/R4), a dot after the time (13:34. - ), month words (19:23, 28 Aug 2013 - ;
// Mar 5, 8:11 PM - ; 18 Mar 12:14 - ) and spelled-out day periods (9:15 in the morning).

import { isInvisibleMark } from './invisible-marks'

const SPACE = 0x20
const NO_BREAK_SPACE = 0xa0
const NARROW_NO_BREAK_SPACE = 0x202f
const SLASH = 0x2f
const DOT = 0x2e
const DASH = 0x2d
const COMMA = 0x2c
const ARABIC_COMMA = 0x060c
const COLON = 0x3a
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
/** Every direction mark and the byte-order mark lie above this: one comparison passes ordinary text. */
const LAST_UNMARKED = 0x200d
const ARABIC_INDIC_ZERO = 0x0660
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0
/** ص and م: Arabic's AM and PM. */
const ARABIC_AM = 0x0635
const ARABIC_PM = 0x0645

export const NO_MERIDIEM = 0
export const AM = 1
export const PM = 2

/** Buddhist era years run 543 ahead of the Gregorian calendar. */
const BUDDHIST_OFFSET = 543
/** A four-digit year this high can only be a Buddhist one (2400 BE = 1857). */
const BUDDHIST_YEARS_FROM = 2400
/** Japanese eras: Reiwa 1 = 2019, Heisei 1 = 1989. */
const REIWA_YEAR_ZERO = 2018
const HEISEI_YEAR_ZERO = 1988

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
const MONTH_INITIALS = new Set(MONTH_NAMES.map((name) => name.charCodeAt(0) - 0x20))

/** Spelled-out day periods (CLDR's English "B" pattern) and the half of the day each means. */
const DAY_PERIODS: { words: string; meridiem: (hour: number) => number }[] = [
  { words: 'in the morning', meridiem: () => AM },
  { words: 'in the afternoon', meridiem: () => PM },
  { words: 'in the evening', meridiem: () => PM },
  // Night runs from 9 pm to 6 am: "11:30 at night" is 23:30, "2:10 at night" is 02:10.
  { words: 'at night', meridiem: (hour) => (hour >= 6 && hour < 12 ? PM : AM) },
  { words: 'noon', meridiem: () => PM },
  { words: 'midnight', meridiem: () => AM },
]

/** The value of a Western, Arabic-Indic or Persian digit, or -1. */
function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48
  if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) return code - ARABIC_INDIC_ZERO
  if (code >= EXTENDED_ARABIC_INDIC_ZERO && code <= EXTENDED_ARABIC_INDIC_ZERO + 9) {
    return code - EXTENDED_ARABIC_INDIC_ZERO
  }
  return -1
}

function isSpace(code: number): boolean {
  return code === SPACE || code === NO_BREAK_SPACE || code === NARROW_NO_BREAK_SPACE
}

function isLetter(code: number): boolean {
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x7a
}

export class WhatsAppHeader {
  /** The three date fields in file order; which is the day is decided later for the whole file. */
  first = 0
  second = 0
  third = 0
  firstDigits = 0
  thirdDigits = 0
  /** The month was written as a word: `first` is the day, `second` the month, `third` the year. */
  monthWord = false
  /** False when the header has no year at all (`18 Mar 12:14 - `). */
  hasYear = true
  /** `/`, `.` or `-` between numeric date fields; 0 for month words. */
  dateSeparator = 0
  hour = 0
  minute = 0
  meridiem = NO_MERIDIEM
  /** The meridiem was written `AM`/`PM`: capitals, no dots (the US default). */
  capitalMeridiem = false
  bracketed = false
  /** The time came before the date (`[14:56:01, 3/18/22]`). */
  timeFirst = false
  /** The last read failed only because the time cannot exist (`25:10`, `13:37 AM`). */
  impossible = false
  /** Where the author (or a system text) begins. */
  bodyStart = 0
  private p = 0
  private value = 0
  private digits = 0

  /** Reads a header at `start`; false when the line is not a message header. */
  read(text: string, start: number): boolean {
    // A message's further lines mostly start with a small letter, a space or a symbol: no header
    // of any layout does, so they are turned away at once.
    const code = text.charCodeAt(start)
    if (code < 0x30 || (code > OPEN_BRACKET && code < ARABIC_INDIC_ZERO)) {
      return this.clearImpossible()
    }
    return this.readHeader(text, start)
  }

  private clearImpossible(): false {
    this.impossible = false
    return false
  }

  private readHeader(text: string, start: number): boolean {
    this.impossible = false
    this.monthWord = false
    this.hasYear = true
    this.timeFirst = false
    this.p = start
    if (text.charCodeAt(start) > LAST_UNMARKED) this.skipMarks(text)
    this.bracketed = text.charCodeAt(this.p) === OPEN_BRACKET
    if (this.bracketed && text.charCodeAt(++this.p) > LAST_UNMARKED) this.skipMarks(text)
    const code = text.charCodeAt(this.p)
    if (isLetter(code)) {
      if (!this.readMonthWordDate(text)) return false
      if (!this.readDateTimeGap(text)) return false
      if (!this.readTime(text)) return false
      this.readMeridiem(text)
    } else {
      if (!this.readNumber(text, 4)) return false
      if (text.charCodeAt(this.p) === COLON && this.digits <= 2) {
        this.timeFirst = true
        this.hour = this.value
        if (!this.readMinutes(text)) return false
        this.readMeridiem(text)
        if (!this.readDateTimeGap(text)) return false
        if (!this.readNumber(text, 4)) return false
        if (!this.readDateAfterFirst(text)) return false
      } else {
        if (!this.readDateAfterFirst(text)) return false
        // `18 Mar 12:14 - `: the word date already ended in the time's first number.
        if (!this.monthWord || this.hasYear) {
          if (!this.readDateTimeGap(text)) return false
          if (!this.readTime(text)) return false
        }
        this.readMeridiem(text)
      }
    }
    // `2022/12/14, 13:34. - `
    if (text.charCodeAt(this.p) === DOT) this.p++
    if (!this.readHeaderEnd(text)) return false
    if (this.minute < 60 && this.hourIsValid()) return true
    this.impossible = true
    return false
  }

  /** Moves the cursor past direction and byte-order marks; callers first check `> LAST_UNMARKED`. */
  private skipMarks(text: string): void {
    let code = text.charCodeAt(this.p)
    while (code > LAST_UNMARKED && isInvisibleMark(code)) code = text.charCodeAt(++this.p)
  }

  private readNumber(text: string, maxDigits: number): boolean {
    let value = 0
    let digits = 0
    let code = text.charCodeAt(this.p)
    while (digits < maxDigits) {
      let d = code - 48
      if (d < 0 || d > 9) {
        if (code < ARABIC_INDIC_ZERO) break
        d = digitValue(code)
        if (d < 0) break
      }
      value = value * 10 + d
      digits++
      code = text.charCodeAt(++this.p)
    }
    this.value = value
    this.digits = digits
    return digits > 0
  }

  /** After the first number: `/12/2023`, `.12.23`, `-12-2023`, or ` Aug 2013` / ` Mar 12:14`. */
  private readDateAfterFirst(text: string): boolean {
    this.first = this.value
    this.firstDigits = this.digits
    if (text.charCodeAt(this.p) > LAST_UNMARKED) this.skipMarks(text)
    const separator = text.charCodeAt(this.p)
    if (separator !== SLASH && separator !== DOT && separator !== DASH) {
      if (separator !== SPACE || !isLetter(text.charCodeAt(this.p + 1))) return false
      this.p++
      return this.readDayMonthWord(text)
    }
    this.dateSeparator = separator
    if (text.charCodeAt(++this.p) > LAST_UNMARKED) this.skipMarks(text)
    if (text.charCodeAt(this.p) === SPACE) this.p++
    if (!this.readNumber(text, 4)) return false
    this.second = this.value
    if (text.charCodeAt(this.p) > LAST_UNMARKED) this.skipMarks(text)
    if (text.charCodeAt(this.p) !== separator) return false
    if (text.charCodeAt(++this.p) > LAST_UNMARKED) this.skipMarks(text)
    if (text.charCodeAt(this.p) === SPACE) this.p++
    return this.readYear(text)
  }

  /** The last date field: `23`, `2023`, `2565 BE` (Buddhist) or `R4` (Japanese era). */
  private readYear(text: string): boolean {
    const era = text.charCodeAt(this.p)
    const eraStart = era === 0x52 ? REIWA_YEAR_ZERO : era === 0x48 ? HEISEI_YEAR_ZERO : 0
    if (eraStart > 0) this.p++
    if (!this.readNumber(text, 4)) return false
    this.third = this.value
    this.thirdDigits = this.digits
    if (eraStart > 0) {
      this.third = eraStart + this.value
      this.thirdDigits = 4
    } else if (
      text.charCodeAt(this.p) === SPACE &&
      text.charCodeAt(this.p + 1) === 0x42 &&
      text.charCodeAt(this.p + 2) === 0x45
    ) {
      this.p += 3
      this.third -= BUDDHIST_OFFSET
    } else if (this.digits === 4 && this.value >= BUDDHIST_YEARS_FROM) {
      this.third -= BUDDHIST_OFFSET
    }
    return true
  }

  /** Index (1-12) of the English month name or abbreviation at the cursor, or 0. */
  private readMonthName(text: string): number {
    const start = this.p
    while (isLetter(text.charCodeAt(this.p))) this.p++
    const length = this.p - start
    if (length < 3) return 0
    for (let m = 0; m < 12; m++) {
      const name = MONTH_NAMES[m] as string
      if (length > name.length) continue
      let same = true
      for (let i = 0; i < length && same; i++) {
        same = (text.charCodeAt(start + i) | 0x20) === name.charCodeAt(i)
      }
      // `Sep`, `Sept`, `September`; a three-letter start is never shared by two months.
      if (same) {
        if (text.charCodeAt(this.p) === DOT) this.p++
        return m + 1
      }
    }
    return 0
  }

  /** `28 Aug 2013` or `18 Mar` followed by the time (`18 Mar 12:14`). */
  private readDayMonthWord(text: string): boolean {
    const month = this.readMonthName(text)
    if (month === 0) return false
    this.setWordDate(this.first, month)
    const afterMonth = this.p
    while (isSpace(text.charCodeAt(this.p))) this.p++
    if (!this.readNumber(text, 4)) {
      // `19:23, 28 Aug - `: a time-first header may end with the month.
      this.p = afterMonth
      return this.timeFirst && this.noYear()
    }
    const next = text.charCodeAt(this.p)
    if (!this.timeFirst && this.digits <= 2 && (next === COLON || next === DOT)) {
      this.hour = this.value
      this.noYear()
      return this.readMinutes(text)
    }
    this.third = this.value
    this.thirdDigits = this.digits
    return true
  }

  /** `Mar 5, 8:11 PM`, `Mar 5, 2013, 8:11 PM` */
  private readMonthWordDate(text: string): boolean {
    // Most lines that start with a letter are a message's further lines: turn them away cheaply.
    if (!MONTH_INITIALS.has(text.charCodeAt(this.p))) return false
    let end = this.p + 1
    while (isLetter(text.charCodeAt(end))) end++
    if (text.charCodeAt(end) === DOT) end++
    if (text.charCodeAt(end) !== SPACE || digitValue(text.charCodeAt(end + 1)) < 0) return false
    const month = this.readMonthName(text)
    if (month === 0 || !isSpace(text.charCodeAt(this.p))) return false
    this.p++
    if (!this.readNumber(text, 2)) return false
    this.setWordDate(this.value, month)
    if (text.charCodeAt(this.p) !== COMMA || !isSpace(text.charCodeAt(this.p + 1))) return false
    const afterComma = this.p + 2
    this.p = afterComma
    if (
      this.readNumber(text, 4) &&
      this.digits === 4 &&
      text.charCodeAt(this.p) !== COLON &&
      text.charCodeAt(this.p) !== DOT
    ) {
      this.third = this.value
      this.thirdDigits = 4
      return true
    }
    // No year: the time follows the comma.
    this.p = afterComma - 2
    return this.noYear()
  }

  private setWordDate(day: number, month: number) {
    this.monthWord = true
    this.dateSeparator = 0
    this.first = day
    this.second = month
    this.firstDigits = 2
  }

  private noYear(): boolean {
    this.hasYear = false
    this.third = 0
    this.thirdDigits = 0
    return true
  }

  /** `31/12/2023, 21:15`, `31.12.23 21:15`, `2023. 12. 31. 21:15`, `١٨/٣/٢٠٢٢، ٢:٥٦` */
  private readDateTimeGap(text: string): boolean {
    if (text.charCodeAt(this.p) > LAST_UNMARKED) this.skipMarks(text)
    if (text.charCodeAt(this.p) === DOT) this.p++
    const comma = text.charCodeAt(this.p)
    if (comma === COMMA || comma === ARABIC_COMMA) this.p++
    if (!isSpace(text.charCodeAt(this.p))) return false
    while (isSpace(text.charCodeAt(this.p))) this.p++
    if (text.charCodeAt(this.p) > LAST_UNMARKED) this.skipMarks(text)
    return true
  }

  private readTime(text: string): boolean {
    if (!this.readNumber(text, 2)) return false
    this.hour = this.value
    return this.readMinutes(text)
  }

  /** `:15`, `.15`, `:15:04` after the hour; the ranges are checked once the header is whole. */
  private readMinutes(text: string): boolean {
    const separator = text.charCodeAt(this.p)
    if (separator !== COLON && separator !== DOT) return false
    this.p++
    if (!this.readNumber(text, 2) || this.digits !== 2) return false
    this.minute = this.value
    const next = text.charCodeAt(this.p)
    if ((next === COLON || next === DOT) && digitValue(text.charCodeAt(this.p + 1)) >= 0) {
      this.p++
      if (!this.readNumber(text, 2) || this.digits !== 2) return false
    }
    return true
  }

  /**
   * `PM`, `pm`, `p.m.`, `p. m.` (with a space, no-break space or narrow no-break
   * space before it), Arabic `ص`/`م`, or a spelled-out day period.
   */
  private readMeridiem(text: string): void {
    this.meridiem = NO_MERIDIEM
    this.capitalMeridiem = false
    let q = this.p
    while (isSpace(text.charCodeAt(q))) q++
    const code = text.charCodeAt(q)
    if (code === ARABIC_AM || code === ARABIC_PM) {
      this.meridiem = code === ARABIC_AM ? AM : PM
      this.p = q + 1
      return
    }
    const letter = code | 0x20
    if (letter === 0x61 || letter === 0x70) {
      let r = q + 1
      if (text.charCodeAt(r) === DOT) r++
      if (isSpace(text.charCodeAt(r))) r++
      if ((text.charCodeAt(r) | 0x20) === 0x6d) {
        r++
        if (text.charCodeAt(r) === DOT) r++
        this.meridiem = letter === 0x61 ? AM : PM
        this.capitalMeridiem = code < 0x61 && r === q + 2 && text.charCodeAt(q + 1) < 0x61
        this.p = r
        return
      }
    }
    if (letter === 0x69 || letter === 0x61 || letter === 0x6e || letter === 0x6d) {
      for (const period of DAY_PERIODS) {
        if (text.startsWith(period.words, q)) {
          this.meridiem = period.meridiem(this.hour)
          this.p = q + period.words.length
          return
        }
      }
    }
  }

  /** iOS: `] `; Android: ` - `; some exports: `: ` right after the time. */
  private readHeaderEnd(text: string): boolean {
    if (text.charCodeAt(this.p) > LAST_UNMARKED) this.skipMarks(text)
    let code = text.charCodeAt(this.p)
    if (this.bracketed) {
      if (code !== CLOSE_BRACKET) return false
      code = text.charCodeAt(++this.p)
      if (code === SPACE) this.p++
      else if (code === COLON && text.charCodeAt(this.p + 1) === SPACE) this.p += 2
      else return false
    } else if (code === SPACE && text.charCodeAt(this.p + 1) === DASH) {
      if (text.charCodeAt(this.p + 2) !== SPACE) return false
      this.p += 3
    } else if (code === COLON && text.charCodeAt(this.p + 1) === SPACE) {
      this.p += 2
    } else {
      return false
    }
    this.bodyStart = this.p
    return true
  }

  /**
   * A 12-hour clock runs 1-12; 0 is read as the first hour after midnight
   * (`00:08 a. m.`) and 13-23 with PM as the 24-hour hour it already is
   * (`13:37:00 p.m.`). Anything else cannot be a time.
   */
  private hourIsValid(): boolean {
    if (this.meridiem === NO_MERIDIEM) return this.hour < 24
    if (this.meridiem === AM) return this.hour <= 12
    return this.hour >= 1 && this.hour < 24
  }

  /** Hour on a 24-hour clock. */
  hour24(): number {
    if (this.meridiem === AM) return this.hour === 12 ? 0 : this.hour
    if (this.meridiem === PM) return this.hour >= 12 ? this.hour : this.hour + 12
    return this.hour
  }
}
