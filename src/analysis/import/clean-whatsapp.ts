// Raw WhatsApp export (Android or iOS) → content-free lines. One pass over the
// text with indexOf and char codes collects timestamps and sender numbers into
// typed columns; the words are never copied out of the input.

import { type CleanOptions, type CleanResult, PROGRESS_STEP } from './clean-result'
import { writeContentFree } from './content-free-writer'
import { type DateOrderDecision, decideDateOrder } from './date-order'
import { NoMessagesError, UnknownExportFormatError } from './import-errors'
import { MessageColumns } from './message-columns'
import { SenderRegistry } from './sender-registry'
import { WhatsAppHeader } from './whatsapp-header'
import { isNoticeAuthor, isNoticeText } from './whatsapp-system-lines'

/** Average bytes per message in real exports, to size the columns once. */
const BYTES_PER_MESSAGE_GUESS = 60
/** The encryption notice heads the export; looking for it further down would drop real messages. */
const LINES_NEAR_TOP = 3

export function cleanWhatsApp(text: string, options: CleanOptions = {}): CleanResult {
  const { onProgress } = options
  const header = new WhatsAppHeader()
  const senders = new SenderRegistry()
  const columns = new MessageColumns(
    Math.max(1024, Math.ceil(text.length / BYTES_PER_MESSAGE_GUESS)),
  )
  const length = text.length
  let headers = 0
  let bracketed = false
  let yearFirst = false
  let skipped = 0
  // The next ": " at or after the current line; kept between lines so a long
  // run of lines without one is searched once, not once per line.
  let nextColon = -1
  let nextReport = PROGRESS_STEP
  let lineStart = 0

  while (lineStart < length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = length
    if (header.read(text, lineStart) && header.bodyStart <= lineEnd) {
      const date = resolveDate(header)
      if (date !== null) {
        if (headers++ === 0) bracketed = header.bracketed
        if (date.yearFirst) yearFirst = true
        if (nextColon < header.bodyStart) {
          nextColon = text.indexOf(': ', header.bodyStart)
          if (nextColon < 0) nextColon = length
        }
        const authored =
          nextColon < lineEnd &&
          !isNoticeText(text, nextColon + 2, lineEnd, {
            authorStart: header.bodyStart,
            authorEnd: nextColon,
            nearTop: headers <= LINES_NEAR_TOP,
          })
        const sender = authored ? senderOf(text, header.bodyStart, nextColon, senders) : 0
        if (sender > 0) {
          columns.push(date.first, date.second, date.year, header.hour24(), header.minute, sender)
        } else {
          skipped++
        }
      }
    }
    lineStart = lineEnd + 1
    if (onProgress && lineStart >= nextReport) {
      onProgress(Math.min(lineStart / length, 1) * 0.95)
      nextReport += PROGRESS_STEP
    }
  }

  if (headers === 0) throw new UnknownExportFormatError()
  if (columns.length === 0) throw new NoMessagesError()
  const decision: DateOrderDecision = yearFirst
    ? { order: 'dmy', ambiguous: false }
    : decideDateOrder(columns, options.dateOrder)
  const cleaned = writeContentFree(columns, decision.order)
  onProgress?.(1)
  return {
    text: cleaned,
    format: bracketed ? 'whatsapp-ios' : 'whatsapp-android',
    messageCount: columns.length,
    senders: senders.count,
    ambiguousDateOrder: decision.ambiguous,
    ...(yearFirst ? {} : { dateOrder: decision.order }),
    skippedSystemMessages: skipped,
  }
}

/** The author's user number, or 0 when the "author" is the start of a notice. */
function senderOf(text: string, start: number, end: number, senders: SenderRegistry): number {
  // A known spelling is an author for sure; only new ones can be notices.
  const known = senders.find(text, start, end)
  if (known > 0) return known
  return isNoticeAuthor(text, start, end) ? 0 : senders.numberOf(text, start, end)
}

const resolved = { first: 0, second: 0, year: 0, yearFirst: false }

/**
 * The header's three numbers as (first, second, two-digit year), or null when
 * they cannot be a date. Year-first dates (2023-12-31) come out day-first.
 * Returns one shared object: this runs once per message.
 */
function resolveDate(header: WhatsAppHeader): typeof resolved | null {
  const yearFirst = header.firstDigits > 2
  const year = yearFirst ? header.first : header.third
  const twoDigitYear = year >= 100 ? year - 2000 : year
  // SPEC §5 reads the year as 20yy: other centuries cannot be written.
  if (twoDigitYear < 0 || twoDigitYear > 99) return null
  const first = yearFirst ? header.third : header.first
  const second = header.second
  if (first < 1 || first > 31 || second < 1 || second > 31) return null
  if (yearFirst && second > 12) return null
  resolved.first = first
  resolved.second = second
  resolved.year = twoDigitYear
  resolved.yearFirst = yearFirst
  return resolved
}
