// Signal Desktop, as exported by signal-export (Markdown or text) → content-free lines.
// One message starts each line it heads:
//   [2019-12-24, 12:23] Jane Doe: text          (earlier versions)
//   [2019-12-24 12:23:45] Jane Doe: text        (current versions)
// Lines that do not start that way continue the message above (line breaks,
// quotes, reactions) and are not read. Times are the exporter's wall clock.

import type { ChatImporter } from './importer'
import { minutesOfWallClock } from './instant-clock'
import { readLineByLine, type TimedMessages } from './timed-messages'

/** Either layout exactly: `[2019-04-16 02:09]` (no comma, no seconds) is WhatsApp's, not Signal's. */
const SIGNAL_LINE =
  /^\[(\d{4})-(\d{2})-(\d{2})(?:, (\d{2}):(\d{2})| (\d{2}):(\d{2}):\d{2})\] ([^\n]*?): /
/** Lines looked at to recognise the file. */
const LINES_TO_SAMPLE = 50

/** The line at `start` heads a Signal message. */
export function isSignalLine(text: string, start: number): boolean {
  return text.charCodeAt(start) === 0x5b && SIGNAL_LINE.test(text.slice(start, start + 200))
}

/** Adds the message the line heads, if it heads one; other lines continue the message above. */
function readSignalLine(text: string, lineStart: number, lineEnd: number, out: TimedMessages) {
  if (text.charCodeAt(lineStart) === 0x5b) {
    const match = SIGNAL_LINE.exec(text.slice(lineStart, lineEnd))
    if (match) {
      const minutes = minutesOfWallClock(
        Number(match[1]),
        Number(match[2]),
        Number(match[3]),
        Number(match[4] ?? match[6]),
        Number(match[5] ?? match[7]),
      )
      out.add(minutes, (match[8] ?? '').trim())
    }
  }
  return lineEnd + 1
}

export const signalImporter: ChatImporter = {
  format: 'signal-text',
  matches(shape) {
    const { text } = shape
    let lineStart = shape.start
    for (let line = 0; line < LINES_TO_SAMPLE && lineStart < text.length; line++) {
      if (isSignalLine(text, lineStart)) return true
      // Only the first line that looks like a header decides.
      if (text.charCodeAt(lineStart) === 0x5b) return false
      const lineEnd = text.indexOf('\n', lineStart)
      if (lineEnd < 0) break
      lineStart = lineEnd + 1
    }
    return false
  },
  clean: (shape, options) => readLineByLine(shape, options, 'signal-text', readSignalLine),
}
