// iMessage, as exported by imessage-exporter in its TXT format → content-free lines.
// Each message is a block: its time, its sender ("Me" or the contact), its
// lines, then a blank line:
//   May 17, 2022  5:29:42 PM (Read by you after 1 hour, 49 seconds)
//   Sample Contact
//   Hello world
// The time is `%b %d, %Y %l:%M:%S %p`, the hour padded with a space. Replies are
// printed again, indented, under the message they answer: indented blocks are
// copies and not read. A time followed by more words on its line is a notice
// ("… renamed the conversation"). Times are the exporter's wall clock.

import type { CleanOptions, CleanResult } from './clean-result'
import { PROGRESS_STEP } from './clean-result'
import type { ChatImporter, ExportShape } from './importer'
import { minutesOfWallClock } from './instant-clock'
import { TimedMessages } from './timed-messages'

const TIME_LINE =
  /^([A-Z][a-z]{2}) (\d{2}), (\d{4}) {1,2}(\d{1,2}):(\d{2}):\d{2} ([AP]M)(?: \(Read by [^\n]*\))?\r?$/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const LINES_TO_SAMPLE = 50

/** Wall-clock minutes of an imessage-exporter time line, or NaN when the line is not one. */
function timeLineMinutes(line: string): number {
  const match = TIME_LINE.exec(line)
  if (match === null) return Number.NaN
  const month = MONTHS.indexOf(match[1] ?? '') + 1
  const hour12 = Number(match[4])
  if (month === 0 || hour12 < 1 || hour12 > 12) return Number.NaN
  const hour = (hour12 % 12) + (match[6] === 'PM' ? 12 : 0)
  return minutesOfWallClock(Number(match[3]), month, Number(match[2]), hour, Number(match[5]))
}

function lineAt(text: string, start: number): { line: string; end: number } {
  let end = text.indexOf('\n', start)
  if (end < 0) end = text.length
  return { line: text.slice(start, end), end }
}

/** A sender line: not empty and not indented. */
function isSenderLine(line: string): boolean {
  const trimmed = line.trim()
  return trimmed !== '' && line.charCodeAt(0) !== 0x20
}

function cleanIMessage(shape: ExportShape, options: CleanOptions): CleanResult {
  const { text } = shape
  const out = new TimedMessages()
  let lineStart = shape.start
  let nextReport = PROGRESS_STEP
  while (lineStart < text.length) {
    const { line, end } = lineAt(text, lineStart)
    lineStart = end + 1
    // Time lines start with a capital letter; anything else is a message's text.
    const first = line.charCodeAt(0)
    if (first < 0x41 || first > 0x5a) continue
    const minutes = timeLineMinutes(line)
    if (Number.isNaN(minutes)) {
      if (/^[A-Z][a-z]{2} \d{2}, \d{4} /.test(line) && line.includes(' renamed the conversation'))
        out.skip()
      continue
    }
    const sender = lineAt(text, lineStart)
    if (!isSenderLine(sender.line)) continue
    out.add(minutes, sender.line.trim())
    lineStart = sender.end + 1
    if (options.onProgress && lineStart >= nextReport) {
      options.onProgress(Math.min(lineStart / text.length, 1) * 0.95)
      nextReport += PROGRESS_STEP
    }
  }
  const result = out.toResult('imessage-text')
  options.onProgress?.(1)
  return result
}

export const iMessageImporter: ChatImporter = {
  format: 'imessage-text',
  matches(shape) {
    const { text } = shape
    let lineStart = shape.start
    for (let line = 0; line < LINES_TO_SAMPLE && lineStart < text.length; line++) {
      const current = lineAt(text, lineStart)
      if (!Number.isNaN(timeLineMinutes(current.line))) {
        return isSenderLine(lineAt(text, current.end + 1).line)
      }
      lineStart = current.end + 1
    }
    return false
  },
  clean: cleanIMessage,
}
