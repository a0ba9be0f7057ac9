// Collects (wall-clock minute, sender) pairs for the importers whose files are
// not in time order (Messenger writes newest first) or carry exact times
// (JSON, CSV), and writes them as the content-free lines of docs/product.md §5, oldest first.
// Senders are numbered in order of their first message in time.

import {
  type CleanOptions,
  type CleanResult,
  type ExportFormat,
  PROGRESS_STEP,
} from './clean-result'
import { contentFreeLine } from './content-free-writer'
import { NoMessagesError } from './import-errors'
import type { ExportShape } from './importer'
import { wallClockOf } from './instant-clock'
import { SenderRegistry } from './sender-registry'

/** docs/product.md §5 reads the year as 20yy: minutes of 2000-01-01 to the end of 2099. */
const LAST_WRITABLE_MINUTE = 36525 * 1440 - 1

export class TimedMessages {
  private minutes: number[] = []
  private keys: string[] = []
  /** Entries that are not messages from a person (service lines, calls, joins). */
  skipped = 0

  get length(): number {
    return this.minutes.length
  }

  /** A message from `senderKey` at wall-clock minutes since 2000-01-01; other centuries are skipped. */
  add(minutes: number, senderKey: string): void {
    if (!Number.isFinite(minutes) || minutes < 0 || minutes > LAST_WRITABLE_MINUTE) {
      this.skipped++
      return
    }
    this.minutes.push(minutes)
    this.keys.push(senderKey)
  }

  skip(): void {
    this.skipped++
  }

  toResult(format: ExportFormat): CleanResult {
    const count = this.minutes.length
    if (count === 0) throw new NoMessagesError()
    // A file that runs newest first is turned around, so that messages of the
    // same minute keep the order in which they were sent.
    const backwards = (this.minutes[0] ?? 0) > (this.minutes[count - 1] ?? 0)
    const order = Array.from({ length: count }, (_, i) => (backwards ? count - 1 - i : i))
    let sorted = true
    for (let i = 1; i < count && sorted; i++) {
      if ((this.minutes[order[i] ?? 0] ?? 0) < (this.minutes[order[i - 1] ?? 0] ?? 0))
        sorted = false
    }
    // Array.prototype.sort is stable: messages of the same minute keep the file's order.
    if (!sorted) order.sort((a, b) => (this.minutes[a] ?? 0) - (this.minutes[b] ?? 0))
    const senders = new SenderRegistry()
    const lines: string[] = []
    // Messages come in runs of the same day: its date is worked out once per run.
    let lastDay = Number.NaN
    let date = { year: 2000, month: 1, day: 1 }
    for (const i of order) {
      const sender = senders.numberOfKey(this.keys[i] as string)
      const minutes = this.minutes[i] ?? 0
      const day = Math.floor(minutes / 1440)
      if (day !== lastDay) {
        date = wallClockOf(day * 1440)
        lastDay = day
      }
      const inDay = minutes - day * 1440
      lines.push(
        contentFreeLine(
          date.day,
          date.month,
          date.year - 2000,
          Math.floor(inDay / 60),
          inDay % 60,
          sender,
        ),
      )
    }
    return {
      text: lines.join(''),
      format,
      messageCount: count,
      senders: senders.count,
      ambiguousDateOrder: false,
      skippedSystemMessages: this.skipped,
    }
  }
}

/**
 * Reads a text export line by line, from its first visible character, into
 * TimedMessages. `readLine` looks at the line text[lineStart, lineEnd) and
 * returns where reading goes on: lineEnd + 1, or further when it also read the
 * lines below (iMessage's sender line). Progress is reported as it goes.
 */
export function readLineByLine(
  shape: ExportShape,
  options: CleanOptions,
  format: ExportFormat,
  readLine: (text: string, lineStart: number, lineEnd: number, out: TimedMessages) => number,
): CleanResult {
  const { text } = shape
  const out = new TimedMessages()
  let lineStart = shape.start
  let nextReport = PROGRESS_STEP
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    lineStart = readLine(text, lineStart, lineEnd, out)
    if (options.onProgress && lineStart >= nextReport) {
      options.onProgress(Math.min(lineStart / text.length, 1) * 0.95)
      nextReport += PROGRESS_STEP
    }
  }
  const result = out.toResult(format)
  options.onProgress?.(1)
  return result
}
