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

import { SHORT_MONTH_NAMES } from '../calendar'
import type { ChatImporter } from './importer'
import { minutesOfWallClock } from './instant-clock'
import { readLineByLine, type TimedMessages } from './timed-messages'

const TIME_LINE =
  /^([A-Z][a-z]{2}) (\d{2}), (\d{4}) {1,2}(\d{1,2}):(\d{2}):\d{2} ([AP]M)(?: \(Read by [^\n]*\))?\r?$/
const LINES_TO_SAMPLE = 50
const MONTH_NAMES: readonly string[] = SHORT_MONTH_NAMES

/** Wall-clock minutes of an imessage-exporter time line, or NaN when the line is not one. */
function timeLineMinutes(line: string): number {
  const match = TIME_LINE.exec(line)
  if (match === null) return Number.NaN
  const month = MONTH_NAMES.indexOf(match[1] ?? '') + 1
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

/** Reads a time line and the sender line under it as one message; other lines are its text. */
function readIMessageLine(text: string, lineStart: number, lineEnd: number, out: TimedMessages) {
  const next = lineEnd + 1
  // Time lines start with a capital letter; anything else is a message's text.
  const first = text.charCodeAt(lineStart)
  if (first < 0x41 || first > 0x5a) return next
  const line = text.slice(lineStart, lineEnd)
  const minutes = timeLineMinutes(line)
  if (Number.isNaN(minutes)) {
    if (/^[A-Z][a-z]{2} \d{2}, \d{4} /.test(line) && line.includes(' renamed the conversation'))
      out.skip()
    return next
  }
  const sender = lineAt(text, next)
  if (!isSenderLine(sender.line)) return next
  out.add(minutes, sender.line.trim())
  return sender.end + 1
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
  clean: (shape, options) => readLineByLine(shape, options, 'imessage-text', readIMessageLine),
}
