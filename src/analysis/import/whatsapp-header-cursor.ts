// The cursor under the WhatsApp header reader (whatsapp-header.ts): the fields a header
// is read into, and the readers of the parts every layout shares — numbers in ASCII or
// Arabic digits, invisible marks, the gap between date and time, the time, its day period
// and the end of the header. Char codes only, nothing allocated: this runs once per line.

import { isInvisibleMark } from './invisible-marks'
import { byteLengthAt, bytesStartWith, codePointAt } from './utf8'
import {
  AM,
  DAY_PERIODS,
  digitValue,
  HEADER_CHARACTERS,
  isSpace,
  NO_MERIDIEM,
  PM,
} from './whatsapp-header-locales'

const {
  SPACE,
  DOT,
  DASH,
  COMMA,
  ARABIC_COMMA,
  COLON,
  CLOSE_BRACKET,
  LAST_UNMARKED,
  ARABIC_INDIC_ZERO,
  ARABIC_AM,
  ARABIC_PM,
} = HEADER_CHARACTERS

/** Every direction mark and the byte-order mark start with one of these bytes or a higher one. */
const FIRST_MARK_LEAD = 0xe2

/** bytes[p] may start a direction or byte-order mark: one comparison passes ASCII. */
export function mayBeMark(bytes: Uint8Array, p: number): boolean {
  return (bytes[p] ?? 0) >= FIRST_MARK_LEAD && codePointAt(bytes, p) > LAST_UNMARKED
}

export class HeaderCursor {
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
  /** The time had seconds (`21:15:04`). */
  seconds = false
  /** The header ended in `: ` (`]: ` or `21:15: `) rather than ` - ` or `] `. */
  colonEnd = false
  /** A number was written in Arabic-Indic or Persian digits. */
  nativeDigits = false
  /** The last read failed only because the time cannot exist (`25:10`, `13:37 AM`). */
  impossible = false
  /** Where the author (or a system text) begins. */
  bodyStart = 0
  protected p = 0
  protected value = 0
  protected digits = 0

  /** Moves the cursor past direction and byte-order marks; callers first check `> LAST_UNMARKED`. */
  protected skipMarks(bytes: Uint8Array): void {
    let code = codePointAt(bytes, this.p)
    while (code > LAST_UNMARKED && isInvisibleMark(code)) {
      this.p += byteLengthAt(bytes, this.p)
      code = codePointAt(bytes, this.p)
    }
  }

  protected readNumber(bytes: Uint8Array, maxDigits: number): boolean {
    let value = 0
    let digits = 0
    let code = bytes[this.p] ?? 0
    while (digits < maxDigits) {
      let d = code - 48
      if (d < 0 || d > 9) {
        if (code < 0x80) break
        const point = codePointAt(bytes, this.p)
        if (point < ARABIC_INDIC_ZERO) break
        d = digitValue(point)
        if (d < 0) break
        this.nativeDigits = true
        // Arabic-Indic and Persian digits take two bytes.
        this.p++
      }
      value = value * 10 + d
      digits++
      code = bytes[++this.p] ?? 0
    }
    this.value = value
    this.digits = digits
    return digits > 0
  }

  /** `31/12/2023, 21:15`, `31.12.23 21:15`, `2023. 12. 31. 21:15`, `١٨/٣/٢٠٢٢، ٢:٥٦` */
  protected readDateTimeGap(bytes: Uint8Array): boolean {
    if (mayBeMark(bytes, this.p)) this.skipMarks(bytes)
    if (bytes[this.p] === DOT) this.p++
    const comma = codePointAt(bytes, this.p)
    if (comma === COMMA || comma === ARABIC_COMMA) this.p += byteLengthAt(bytes, this.p)
    if (!isSpace(codePointAt(bytes, this.p))) return false
    while (isSpace(codePointAt(bytes, this.p))) this.p += byteLengthAt(bytes, this.p)
    if (mayBeMark(bytes, this.p)) this.skipMarks(bytes)
    return true
  }

  protected readTime(bytes: Uint8Array): boolean {
    if (!this.readNumber(bytes, 2)) return false
    this.hour = this.value
    return this.readMinutes(bytes)
  }

  /** `:15`, `.15`, `:15:04` after the hour; the ranges are checked once the header is whole. */
  protected readMinutes(bytes: Uint8Array): boolean {
    const separator = bytes[this.p]
    if (separator !== COLON && separator !== DOT) return false
    this.p++
    if (!this.readNumber(bytes, 2) || this.digits !== 2) return false
    this.minute = this.value
    const next = bytes[this.p]
    this.seconds = false
    if ((next === COLON || next === DOT) && digitValue(codePointAt(bytes, this.p + 1)) >= 0) {
      this.p++
      if (!this.readNumber(bytes, 2) || this.digits !== 2) return false
      this.seconds = true
    }
    return true
  }

  /**
   * `PM`, `pm`, `p.m.`, `p. m.` (with a space, no-break space or narrow no-break
   * space before it), Arabic `ص`/`م`, or a spelled-out day period.
   */
  protected readMeridiem(bytes: Uint8Array): void {
    this.meridiem = NO_MERIDIEM
    this.capitalMeridiem = false
    let q = this.p
    while (isSpace(codePointAt(bytes, q))) q += byteLengthAt(bytes, q)
    const code = codePointAt(bytes, q)
    if (code === ARABIC_AM || code === ARABIC_PM) {
      this.meridiem = code === ARABIC_AM ? AM : PM
      this.p = q + byteLengthAt(bytes, q)
      return
    }
    const letter = code | 0x20
    if (letter === 0x61 || letter === 0x70) {
      let r = q + 1
      if (bytes[r] === DOT) r++
      if (isSpace(codePointAt(bytes, r))) r += byteLengthAt(bytes, r)
      if (((bytes[r] ?? 0) | 0x20) === 0x6d) {
        r++
        if (bytes[r] === DOT) r++
        this.meridiem = letter === 0x61 ? AM : PM
        this.capitalMeridiem = code < 0x61 && r === q + 2 && (bytes[q + 1] ?? 0) < 0x61
        this.p = r
        return
      }
    }
    if (letter === 0x69 || letter === 0x61 || letter === 0x6e || letter === 0x6d) {
      for (const period of DAY_PERIODS) {
        if (bytesStartWith(bytes, q, period.words)) {
          this.meridiem = period.meridiem(this.hour)
          this.p = q + period.words.length
          return
        }
      }
    }
  }

  /** iOS: `] `; Android: ` - `; some exports: `: ` right after the time. */
  protected readHeaderEnd(bytes: Uint8Array): boolean {
    if (mayBeMark(bytes, this.p)) this.skipMarks(bytes)
    let code = bytes[this.p]
    this.colonEnd = false
    if (this.bracketed) {
      if (code !== CLOSE_BRACKET) return false
      code = bytes[++this.p]
      if (code === SPACE) this.p++
      else if (code === COLON && bytes[this.p + 1] === SPACE) {
        this.p += 2
        this.colonEnd = true
      } else return false
    } else if (code === SPACE && bytes[this.p + 1] === DASH) {
      if (bytes[this.p + 2] !== SPACE) return false
      this.p += 3
    } else if (code === COLON && bytes[this.p + 1] === SPACE) {
      this.p += 2
      this.colonEnd = true
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
  protected hourIsValid(): boolean {
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
