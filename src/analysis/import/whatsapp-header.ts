// Reads the date-and-time header that starts every WhatsApp message line, with
// char codes only: this runs once per line of a 10 MB file, so it allocates
// nothing and gives up at the first character that cannot belong to a header.
//   Android: 12/31/23, 9:15 PM - Name: text      iOS: [31/12/2023, 21:15:04] Name: text
// and the locale variants: Arabic marks, comma and digits ([١٨‏/٣‏/٢٠٢٢، ٢:٥٦:٠٠ م]),
// time first ([14:56:01, 3/18/22]), Buddhist and Japanese era years (3/18/2565 BE,
// 3/18/R4), a dot after the time (13:34. - ), month words (19:23, 28 Aug 2013 - ;
// Mar 5, 8:11 PM - ; 18 Mar 12:14 - ) and spelled-out day periods (9:15 in the morning).

import { byteLengthAt, codePointAt, encodeUtf8, utf16Length } from './utf8'
import { HeaderCursor, mayBeMark } from './whatsapp-header-cursor'
import {
  BUDDHIST_OFFSET,
  BUDDHIST_YEARS_FROM,
  digitValue,
  HEADER_CHARACTERS,
  HEISEI_YEAR_ZERO,
  isLetter,
  isSpace,
  MONTH_INITIALS,
  monthNumber,
  REIWA_YEAR_ZERO,
} from './whatsapp-header-locales'

export { AM, NO_MERIDIEM, PM } from './whatsapp-header-locales'

const { SPACE, SLASH, DOT, DASH, COMMA, COLON, OPEN_BRACKET, ARABIC_INDIC_ZERO } = HEADER_CHARACTERS

/** The date readers of every layout; the fields and the shared readers are the cursor's. */
export class WhatsAppHeader extends HeaderCursor {
  /**
   * Reads a header at text[start…]; false when the line is not a message header.
   * The text's line is read as UTF-8 by `readBytes`, and `bodyStart` is an index into `text`.
   */
  read(text: string, start: number): boolean {
    let end = text.indexOf('\n', start)
    end = end < 0 ? text.length : end + 1
    const bytes = encodeUtf8(text.slice(start, end))
    if (!this.readBytes(bytes, 0)) return false
    this.bodyStart = start + utf16Length(bytes, 0, this.bodyStart)
    return true
  }

  /** Reads a header at bytes[start…] (UTF-8); false when the line is not a message header. */
  readBytes(bytes: Uint8Array, start: number): boolean {
    // A message's further lines mostly start with a small letter, a space or a symbol: no header
    // of any layout does, so they are turned away at once. So are lines that start with an emoji
    // or another character of three or four bytes past U+2FFF (lead byte E3-EE or F0 and up):
    // none is a digit or a mark, save the byte-order mark (EF).
    const lead = bytes[start] ?? 0
    if (lead >= 0xf0 || (lead >= 0xe3 && lead <= 0xee)) return this.clearImpossible()
    const code = codePointAt(bytes, start)
    if (code < 0x30 || (code > OPEN_BRACKET && code < ARABIC_INDIC_ZERO)) {
      return this.clearImpossible()
    }
    return this.readHeader(bytes, start)
  }

  private clearImpossible(): false {
    this.impossible = false
    return false
  }

  private readHeader(bytes: Uint8Array, start: number): boolean {
    this.impossible = false
    this.monthWord = false
    this.hasYear = true
    this.timeFirst = false
    this.seconds = false
    this.nativeDigits = false
    this.p = start
    if (mayBeMark(bytes, start)) this.skipMarks(bytes)
    this.bracketed = bytes[this.p] === OPEN_BRACKET
    if (this.bracketed && mayBeMark(bytes, ++this.p)) this.skipMarks(bytes)
    const code = bytes[this.p] ?? 0
    if (isLetter(code)) {
      if (!this.readMonthWordDate(bytes)) return false
      if (!this.readDateTimeGap(bytes)) return false
      if (!this.readTime(bytes)) return false
      this.readMeridiem(bytes)
    } else {
      if (!this.readNumber(bytes, 4)) return false
      if (bytes[this.p] === COLON && this.digits <= 2) {
        this.timeFirst = true
        this.hour = this.value
        if (!this.readMinutes(bytes)) return false
        this.readMeridiem(bytes)
        if (!this.readDateTimeGap(bytes)) return false
        if (!this.readNumber(bytes, 4)) return false
        if (!this.readDateAfterFirst(bytes)) return false
      } else {
        if (!this.readDateAfterFirst(bytes)) return false
        // `18 Mar 12:14 - `: the word date already ended in the time's first number.
        if (!this.monthWord || this.hasYear) {
          if (!this.readDateTimeGap(bytes)) return false
          if (!this.readTime(bytes)) return false
        }
        this.readMeridiem(bytes)
      }
    }
    // `2022/12/14, 13:34. - `
    if (bytes[this.p] === DOT) this.p++
    if (!this.readHeaderEnd(bytes)) return false
    if (this.minute < 60 && this.hourIsValid()) return true
    this.impossible = true
    return false
  }

  /** After the first number: `/12/2023`, `.12.23`, `-12-2023`, or ` Aug 2013` / ` Mar 12:14`. */
  private readDateAfterFirst(bytes: Uint8Array): boolean {
    this.first = this.value
    this.firstDigits = this.digits
    if (mayBeMark(bytes, this.p)) this.skipMarks(bytes)
    const separator = bytes[this.p]
    if (separator !== SLASH && separator !== DOT && separator !== DASH) {
      if (separator !== SPACE || !isLetter(bytes[this.p + 1] ?? 0)) return false
      this.p++
      return this.readDayMonthWord(bytes)
    }
    this.dateSeparator = separator
    if (mayBeMark(bytes, ++this.p)) this.skipMarks(bytes)
    if (bytes[this.p] === SPACE) this.p++
    if (!this.readNumber(bytes, 4)) return false
    this.second = this.value
    if (mayBeMark(bytes, this.p)) this.skipMarks(bytes)
    if (bytes[this.p] !== separator) return false
    if (mayBeMark(bytes, ++this.p)) this.skipMarks(bytes)
    if (bytes[this.p] === SPACE) this.p++
    return this.readYear(bytes)
  }

  /** The last date field: `23`, `2023`, `2565 BE` (Buddhist) or `R4` (Japanese era). */
  private readYear(bytes: Uint8Array): boolean {
    const era = bytes[this.p]
    const eraStart = era === 0x52 ? REIWA_YEAR_ZERO : era === 0x48 ? HEISEI_YEAR_ZERO : 0
    if (eraStart > 0) this.p++
    if (!this.readNumber(bytes, 4)) return false
    this.third = this.value
    this.thirdDigits = this.digits
    if (eraStart > 0) {
      this.third = eraStart + this.value
      this.thirdDigits = 4
    } else if (
      bytes[this.p] === SPACE &&
      bytes[this.p + 1] === 0x42 &&
      bytes[this.p + 2] === 0x45
    ) {
      this.p += 3
      this.third -= BUDDHIST_OFFSET
    } else if (this.digits === 4 && this.value >= BUDDHIST_YEARS_FROM) {
      this.third -= BUDDHIST_OFFSET
    }
    return true
  }

  /** Index (1-12) of the English month name or abbreviation at the cursor, or 0. */
  private readMonthName(bytes: Uint8Array): number {
    const start = this.p
    while (isLetter(bytes[this.p] ?? 0)) this.p++
    const month = monthNumber(bytes, start, this.p)
    if (month > 0 && bytes[this.p] === DOT) this.p++
    return month
  }

  /** `28 Aug 2013` or `18 Mar` followed by the time (`18 Mar 12:14`). */
  private readDayMonthWord(bytes: Uint8Array): boolean {
    const month = this.readMonthName(bytes)
    if (month === 0) return false
    this.setWordDate(this.first, month)
    const afterMonth = this.p
    while (isSpace(codePointAt(bytes, this.p))) this.p += byteLengthAt(bytes, this.p)
    if (!this.readNumber(bytes, 4)) {
      // `19:23, 28 Aug - `: a time-first header may end with the month.
      this.p = afterMonth
      return this.timeFirst && this.noYear()
    }
    const next = bytes[this.p]
    if (!this.timeFirst && this.digits <= 2 && (next === COLON || next === DOT)) {
      this.hour = this.value
      this.noYear()
      return this.readMinutes(bytes)
    }
    this.third = this.value
    this.thirdDigits = this.digits
    return true
  }

  /** `Mar 5, 8:11 PM`, `Mar 5, 2013, 8:11 PM` */
  private readMonthWordDate(bytes: Uint8Array): boolean {
    // Most lines that start with a letter are a message's further lines: turn them away cheaply.
    if (!MONTH_INITIALS.has(bytes[this.p] ?? 0)) return false
    let end = this.p + 1
    while (isLetter(bytes[end] ?? 0)) end++
    if (bytes[end] === DOT) end++
    if (bytes[end] !== SPACE || digitValue(codePointAt(bytes, end + 1)) < 0) return false
    const month = this.readMonthName(bytes)
    if (month === 0 || !isSpace(codePointAt(bytes, this.p))) return false
    this.p += byteLengthAt(bytes, this.p)
    if (!this.readNumber(bytes, 2)) return false
    this.setWordDate(this.value, month)
    const comma = this.p
    if (bytes[comma] !== COMMA || !isSpace(codePointAt(bytes, comma + 1))) return false
    this.p = comma + 1 + byteLengthAt(bytes, comma + 1)
    if (
      this.readNumber(bytes, 4) &&
      this.digits === 4 &&
      bytes[this.p] !== COLON &&
      bytes[this.p] !== DOT
    ) {
      this.third = this.value
      this.thirdDigits = 4
      return true
    }
    // No year: the time follows the comma.
    this.p = comma
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
}
