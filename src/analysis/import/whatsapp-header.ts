// Reads the date-and-time header that starts every WhatsApp message line, with
// char codes only: this runs once per line of a 10 MB file, so it allocates
// nothing and gives up at the first character that cannot belong to a header.
//   Android: 12/31/23, 9:15 PM - Name: text      iOS: [31/12/2023, 21:15:04] Name: text

import { skipInvisibleMarks } from './invisible-marks'

const SPACE = 0x20
const NO_BREAK_SPACE = 0xa0
const NARROW_NO_BREAK_SPACE = 0x202f
const SLASH = 0x2f
const DOT = 0x2e
const DASH = 0x2d
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d

export const NO_MERIDIEM = 0
export const AM = 1
export const PM = 2

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

function isSpace(code: number): boolean {
  return code === SPACE || code === NO_BREAK_SPACE || code === NARROW_NO_BREAK_SPACE
}

export class WhatsAppHeader {
  /** The three date fields in file order; which is the day is decided later for the whole file. */
  first = 0
  second = 0
  third = 0
  firstDigits = 0
  thirdDigits = 0
  hour = 0
  minute = 0
  meridiem = NO_MERIDIEM
  bracketed = false
  /** Where the author (or a system text) begins. */
  bodyStart = 0
  private p = 0
  private value = 0
  private digits = 0

  /** Reads a header at `start`; false when the line is not a message header. */
  read(text: string, start: number): boolean {
    this.p = skipInvisibleMarks(text, start)
    this.bracketed = text.charCodeAt(this.p) === OPEN_BRACKET
    if (this.bracketed) this.p++
    if (!this.readNumber(text, 4)) return false
    this.first = this.value
    this.firstDigits = this.digits
    const separator = text.charCodeAt(this.p)
    if (separator !== SLASH && separator !== DOT && separator !== DASH) return false
    this.p++
    if (text.charCodeAt(this.p) === SPACE) this.p++
    if (!this.readNumber(text, 4)) return false
    this.second = this.value
    if (text.charCodeAt(this.p) !== separator) return false
    this.p++
    if (text.charCodeAt(this.p) === SPACE) this.p++
    if (!this.readNumber(text, 4)) return false
    this.third = this.value
    this.thirdDigits = this.digits
    if (!this.readDateTimeGap(text)) return false
    if (!this.readTime(text)) return false
    this.readMeridiem(text)
    return this.readHeaderEnd(text)
  }

  private readNumber(text: string, maxDigits: number): boolean {
    let value = 0
    let digits = 0
    let code = text.charCodeAt(this.p)
    while (digits < maxDigits && isDigit(code)) {
      value = value * 10 + code - 48
      digits++
      code = text.charCodeAt(++this.p)
    }
    this.value = value
    this.digits = digits
    return digits > 0
  }

  /** `31/12/2023, 21:15`, `31.12.23 21:15`, `2023. 12. 31. 21:15` */
  private readDateTimeGap(text: string): boolean {
    if (text.charCodeAt(this.p) === DOT) this.p++
    if (text.charCodeAt(this.p) === COMMA) this.p++
    if (!isSpace(text.charCodeAt(this.p))) return false
    while (isSpace(text.charCodeAt(this.p))) this.p++
    return true
  }

  private readTime(text: string): boolean {
    if (!this.readNumber(text, 2)) return false
    this.hour = this.value
    const separator = text.charCodeAt(this.p)
    if (separator !== COLON && separator !== DOT) return false
    this.p++
    if (!this.readNumber(text, 2) || this.digits !== 2) return false
    this.minute = this.value
    const next = text.charCodeAt(this.p)
    if ((next === COLON || next === DOT) && isDigit(text.charCodeAt(this.p + 1))) {
      this.p++
      if (!this.readNumber(text, 2) || this.digits !== 2) return false
    }
    return this.minute < 60
  }

  /** `PM`, `pm`, `p.m.`, `p. m.` with a space, no-break space or narrow no-break space before it. */
  private readMeridiem(text: string): void {
    this.meridiem = NO_MERIDIEM
    let q = this.p
    while (isSpace(text.charCodeAt(q))) q++
    const letter = text.charCodeAt(q) | 0x20
    if (letter !== 0x61 && letter !== 0x70) return
    q++
    if (text.charCodeAt(q) === DOT) q++
    if (isSpace(text.charCodeAt(q))) q++
    if ((text.charCodeAt(q) | 0x20) !== 0x6d) return
    q++
    if (text.charCodeAt(q) === DOT) q++
    this.meridiem = letter === 0x61 ? AM : PM
    this.p = q
  }

  /** iOS: `] `; Android: ` - `; some exports: `: ` right after the time. */
  private readHeaderEnd(text: string): boolean {
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
    return this.hourIsValid()
  }

  private hourIsValid(): boolean {
    if (this.meridiem === NO_MERIDIEM) return this.hour < 24
    return this.hour >= 1 && this.hour <= 12
  }

  /** Hour on a 24-hour clock. */
  hour24(): number {
    if (this.meridiem === AM) return this.hour === 12 ? 0 : this.hour
    if (this.meridiem === PM) return this.hour === 12 ? 12 : this.hour + 12
    return this.hour
  }
}
