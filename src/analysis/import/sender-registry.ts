// Turns author names into User 1 / User 2 in order of first appearance. Names are
// compared in place (startsWith) so a known author costs no new string.

import { TooManySendersError } from './import-errors'
import { stripInvisibleMarks } from './invisible-marks'

export class SenderRegistry {
  /** Spellings seen in the file, marks and all, and the user number each maps to. */
  private spellings: string[] = []
  private numbers: number[] = []
  private names: string[] = []

  get count(): number {
    return this.names.length
  }

  /** User number (1 or 2) of an author already seen spelled exactly as text[start, end), else 0. */
  find(text: string, start: number, end: number): number {
    const length = end - start
    for (let i = 0; i < this.spellings.length; i++) {
      const spelling = this.spellings[i] as string
      if (spelling.length === length && text.startsWith(spelling, start)) {
        return this.numbers[i] as number
      }
    }
    return 0
  }

  /** User number (1 or 2) of the author written at text[start, end), registering a new one. */
  numberOf(text: string, start: number, end: number): number {
    return this.find(text, start, end) || this.register(text.slice(start, end))
  }

  /** User number of an author known by a whole key (Telegram's from_id). */
  numberOfKey(key: string): number {
    const index = this.spellings.indexOf(key)
    return index >= 0 ? (this.numbers[index] as number) : this.register(key)
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

  private register(spelling: string): number {
    // The same person can appear with and without direction marks around a phone number.
    const name = stripInvisibleMarks(spelling).trim()
    let index = this.names.indexOf(name)
    if (index < 0) {
      if (this.names.length === 2) throw new TooManySendersError()
      index = this.names.push(name) - 1
    }
    this.spellings.push(spelling)
    this.numbers.push(index + 1)
    return index + 1
  }
}
