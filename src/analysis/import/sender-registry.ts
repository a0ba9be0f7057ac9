// Turns author names into User 1 / User 2 in order of first appearance. A name
// in a file's UTF-8 bytes is compared in place, so a known author costs no new
// string; only a new spelling is decoded.

import { TooManySendersError } from './import-errors'
import { stripInvisibleMarks } from './invisible-marks'
import { bytesStartWith, decodeUtf8 } from './utf8'

const COLON = 0x3a
const SPACE = 0x20

export class SenderRegistry {
  /** Spellings seen in the file (UTF-8), marks and all, and the user number each maps to. */
  private spellings: Uint8Array[] = []
  private numbers: number[] = []
  /** Whole keys (numberOfKey) and the user number each maps to. */
  private keys: string[] = []
  private keyNumbers: number[] = []
  private names: string[] = []

  get count(): number {
    return this.names.length
  }

  /** The user number of the spelling `knownAuthorEnd` last found. */
  foundNumber = 0

  /**
   * Where the ": " after the author is when the line at bytes[start…] starts with a spelling
   * already seen and ": " right after it (before lineEnd), its user number in `foundNumber`;
   * else -1. A spelling never holds ": " (it was read up to the line's first one), so this is
   * the line's first ": ", where a scan of the line would stop: one comparison instead of two.
   */
  knownAuthorEnd(bytes: Uint8Array, start: number, lineEnd: number): number {
    for (let i = 0; i < this.spellings.length; i++) {
      const spelling = this.spellings[i] as Uint8Array
      const colon = start + spelling.length
      if (
        colon < lineEnd &&
        bytes[colon] === COLON &&
        bytes[colon + 1] === SPACE &&
        bytesStartWith(bytes, start, spelling)
      ) {
        this.foundNumber = this.numbers[i] ?? 0
        return colon
      }
    }
    return -1
  }

  /** User number (1 or 2) of an author already seen spelled exactly as bytes[start, end), else 0. */
  find(bytes: Uint8Array, start: number, end: number): number {
    const length = end - start
    for (let i = 0; i < this.spellings.length; i++) {
      const spelling = this.spellings[i] as Uint8Array
      if (spelling.length === length && bytesStartWith(bytes, start, spelling)) {
        return this.numbers[i] ?? 0
      }
    }
    return 0
  }

  /** User number (1 or 2) of the author written at bytes[start, end), registering a new one. */
  numberOf(bytes: Uint8Array, start: number, end: number): number {
    const known = this.find(bytes, start, end)
    if (known > 0) return known
    const number = this.register(decodeUtf8(bytes, start, end))
    this.spellings.push(bytes.slice(start, end))
    this.numbers.push(number)
    return number
  }

  /** User number of an author known by a whole key (Telegram's from_id). */
  numberOfKey(key: string): number {
    const index = this.keys.indexOf(key)
    if (index >= 0) return this.keyNumbers[index] ?? 0
    const number = this.register(key)
    this.keys.push(key)
    this.keyNumbers.push(number)
    return number
  }

  /**
   * When every author is already a label (`User 1`, `User 2`: a cleaned file
   * with its text kept), the number each registered user is written as, so the
   * labels stay as written; null for real names, numbered by first appearance.
   */
  labelNumbers(): Uint8Array | null {
    if (this.names.length === 0) return null
    const written = new Uint8Array(3)
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i]
      if (name !== 'User 1' && name !== 'User 2') return null
      written[i + 1] = name === 'User 1' ? 1 : 2
    }
    return written
  }

  /** The user number of a new spelling; the same name, spelled otherwise, keeps its number. */
  private register(spelling: string): number {
    // The same person can appear with and without direction marks around a phone number.
    const name = stripInvisibleMarks(spelling).trim()
    let index = this.names.indexOf(name)
    if (index < 0) {
      if (this.names.length === 2) throw new TooManySendersError()
      index = this.names.push(name) - 1
    }
    return index + 1
  }
}
