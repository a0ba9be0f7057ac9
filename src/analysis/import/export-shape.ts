// The file as the importers see it: its text, where its content starts, and its
// JSON parsed once, only when the file starts like JSON.

import type { ExportShape } from './importer'
import { isInvisibleMark } from './invisible-marks'

const NOT_PARSED = Symbol('not parsed')

function firstVisibleCharacter(text: string): number {
  let p = 0
  while (p < text.length) {
    const code = text.charCodeAt(p)
    if (
      !isInvisibleMark(code) &&
      code !== 0x20 &&
      code !== 0x09 &&
      code !== 0x0a &&
      code !== 0x0d
    ) {
      return p
    }
    p++
  }
  return p
}

export class FileShape implements ExportShape {
  readonly start: number
  private parsed: unknown = NOT_PARSED
  /** Set when the file starts like JSON but is not valid JSON (cut short, say). */
  brokenJson = false

  constructor(readonly text: string) {
    this.start = firstVisibleCharacter(text)
  }

  /** `{` first: the file means to be JSON (every JSON export Cadence reads is an object). */
  get looksLikeJson(): boolean {
    return this.text.charCodeAt(this.start) === 0x7b
  }

  get json(): unknown {
    if (this.parsed === NOT_PARSED) {
      this.parsed = undefined
      if (this.looksLikeJson) {
        try {
          this.parsed = JSON.parse(this.start === 0 ? this.text : this.text.slice(this.start))
        } catch {
          this.brokenJson = true
        }
      }
    }
    return this.parsed
  }
}
