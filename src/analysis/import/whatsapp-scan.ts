// One line of a WhatsApp export read into the scan of its file (clean-whatsapp.ts): its header,
// date, author and whether it is a notice, and the counts the file's date order and summary
// come from.

import { MessageColumns } from './message-columns'
import { SenderRegistry } from './sender-registry'
import { readCommonHeader } from './whatsapp-common-header'
import { WhatsAppHeader } from './whatsapp-header'
import { mayStartHeader } from './whatsapp-header-start'
import { LAYOUT_LINES, layoutOf, NO_LAYOUT } from './whatsapp-layout'
import {
  authorEnd,
  isUsClock,
  labelOf,
  NO_YEAR,
  resolveDate,
  senderOf,
} from './whatsapp-line-fields'
import { isNoticeText } from './whatsapp-system-lines'

const NEWLINE = 0x0a
/** Average bytes per message in real exports, to size the columns once. */
const BYTES_PER_MESSAGE_GUESS = 60
/** The encryption notice heads the export; looking for it further down would drop real messages. */
const LINES_NEAR_TOP = 3

/** What a reading pass has found so far; the lines of a file can be read in pieces. */
export class WhatsAppScan {
  readonly header = new WhatsAppHeader()
  readonly senders = new SenderRegistry()
  readonly columns: MessageColumns
  headers = 0
  /** The file's header layout (whatsapp-layout.ts): a header in another is a line of text. */
  layout = NO_LAYOUT
  bracketed = false
  yearFirst = false
  monthWords = false
  withoutYear = 0
  lastYear = -1
  usClock = true
  noticeFirstMax = 0
  noticeSecondMax = 0
  skipped = 0
  unreadable = 0

  constructor(byteLength: number) {
    this.columns = new MessageColumns(
      Math.max(1024, Math.ceil(byteLength / BYTES_PER_MESSAGE_GUESS)),
    )
  }
}

/**
 * Reads the line at bytes[lineStart, lineEnd) into the scan: a message's header, with its date,
 * its author and whether it is a notice, goes to `columns`.
 * The scan's fields are read here, on every line, not once for the file: the first lines run
 * before V8 gives the loop its feedback, and code compiled without feedback for those reads
 * would be thrown away at the start of the next piece, and the loop compiled again.
 */
export function readLine(
  scan: WhatsAppScan,
  bytes: Uint8Array,
  lineStart: number,
  lineEnd: number,
): void {
  const { header, senders, columns } = scan
  let read = readCommonHeader(header, bytes, lineStart)
  if (!read) {
    // Mostly a message's further line: turned away by its first characters, the general
    // reader is only called for the rare header the common reader leaves (whatsapp-header-start.ts).
    if (mayStartHeader(bytes, lineStart)) read = header.readBytes(bytes, lineStart)
    else header.impossible = false
  }
  if (header.impossible || (read && header.bodyStart <= lineEnd)) {
    // A header in another layout than the file's is a message quoted from another chat: text.
    const layout = layoutOf(header)
    if (scan.layout === NO_LAYOUT) scan.layout = layout
    else if (layout !== scan.layout) return
  }
  if (read && header.bodyStart <= lineEnd) {
    const date = resolveDate(header)
    if (date === null) {
      scan.unreadable++
    } else {
      if (scan.headers++ === 0) scan.bracketed = header.bracketed
      if (date.yearFirst) scan.yearFirst = true
      if (header.monthWord) scan.monthWords = true
      if (date.year === NO_YEAR) scan.withoutYear++
      else scan.lastYear = date.year
      if (scan.usClock) scan.usClock = isUsClock(header)
      const known = senders.knownAuthorEnd(bytes, header.bodyStart, lineEnd)
      const colon = known >= 0 ? known : authorEnd(bytes, header.bodyStart, lineEnd)
      const authored =
        colon < lineEnd &&
        !isNoticeText(
          bytes,
          colon + 2,
          lineEnd,
          header.bodyStart,
          colon,
          scan.headers <= LINES_NEAR_TOP,
        )
      const sender = authored
        ? known >= 0
          ? senders.foundNumber
          : senderOf(bytes, header.bodyStart, colon, senders)
        : labelOf(bytes, header.bodyStart, lineEnd, senders)
      if (sender > 0) {
        columns.push(date.first, date.second, date.year, header.hour24(), header.minute, sender)
      } else {
        scan.skipped++
        // A notice's date still tells day from month (the encryption notice is often the only line past the 12th).
        if (date.first > scan.noticeFirstMax) scan.noticeFirstMax = date.first
        if (date.second > scan.noticeSecondMax) scan.noticeSecondMax = date.second
      }
    }
  } else if (header.impossible) {
    scan.unreadable++
  }
}

/**
 * The layout (whatsapp-layout.ts) of most headers in the first LAYOUT_LINES lines of
 * bytes[start, end), on a tie the one that got there first; NO_LAYOUT when they hold no
 * header. So a file cut just before a quoted line still reads in its own layout.
 */
export function firstLinesLayout(bytes: Uint8Array, start: number, end: number): number {
  const header = new WhatsAppHeader()
  const counts = new Map<number, number>()
  let best = NO_LAYOUT
  let bestCount = 0
  let lineStart = start
  for (let line = 0; line < LAYOUT_LINES && lineStart < end; line++) {
    let lineEnd = bytes.indexOf(NEWLINE, lineStart)
    if (lineEnd < 0 || lineEnd > end) lineEnd = end
    const read =
      readCommonHeader(header, bytes, lineStart) ||
      (mayStartHeader(bytes, lineStart) && header.readBytes(bytes, lineStart))
    if (read && header.bodyStart <= lineEnd) {
      const layout = layoutOf(header)
      const count = (counts.get(layout) ?? 0) + 1
      counts.set(layout, count)
      if (count > bestCount) {
        best = layout
        bestCount = count
      }
    }
    lineStart = lineEnd + 1
  }
  return best
}

/** Where the first `lines` lines of bytes[start, end) end, or -1 when it holds fewer. */
export function linesEnd(bytes: Uint8Array, start: number, end: number, lines: number): number {
  let at = start
  for (let line = 0; line < lines; line++) {
    const lineEnd = bytes.indexOf(NEWLINE, at)
    if (lineEnd < 0 || lineEnd >= end) return -1
    at = lineEnd + 1
  }
  return at
}
