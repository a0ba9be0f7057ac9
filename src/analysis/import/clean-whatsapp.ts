// Raw WhatsApp export (Android or iOS) → content-free lines. One pass over the
// file's UTF-8 bytes collects timestamps and sender numbers into typed columns:
// the words are never decoded, let alone copied; only a header and a new
// sender's name are read as characters (utf8.ts).

import type { ParsedChat } from '../parse'
import {
  type CleanOptions,
  type CleanResult,
  type CleanSummary,
  PROGRESS_STEP,
} from './clean-result'
import { contentFreeChat, writeContentFree, writeContentFreePieces } from './content-free-writer'
import { type DateOrderDecision, type DateOrderHints, decideDateOrder } from './date-order'
import { DateOrderError, NoMessagesError, UnknownExportFormatError } from './import-errors'
import type { MessageColumns } from './message-columns'
import { encodeUtf8 } from './utf8'
import { LAYOUT_LINES } from './whatsapp-layout'
import { NO_YEAR } from './whatsapp-line-fields'
import { firstLinesLayout, linesEnd, readLine, WhatsAppScan } from './whatsapp-scan'

const NEWLINE = 0x0a

/** Cleans an export given as text, or as its UTF-8 bytes (read as they are, never decoded whole). */
export function cleanWhatsApp(input: string | Uint8Array, options: CleanOptions = {}): CleanResult {
  const bytes = typeof input === 'string' ? encodeUtf8(input) : input
  const scan = new WhatsAppScan(bytes.length)
  scan.layout = firstLinesLayout(bytes, 0, bytes.length)
  readLines(scan, bytes, 0, true, options.onProgress)
  const order = decideOrder(scan, options)
  const { text, written } = writeContentFree(scan.columns, order.order, scan.senders.labelNumbers())
  const result = summarise(scan, order, written)
  options.onProgress?.(1)
  return { text, ...result }
}

/** A cleaned chat ready for the analysis, and what cleaning found. */
export interface CleanedChat {
  chat: ParsedChat
  cleaned: CleanSummary
}

/**
 * Cleans an export straight into the chat its content-free text would parse to
 * (content-free-writer.ts): what analysing a file needs, without writing the
 * text and reading it back.
 */
export function cleanWhatsAppToChat(
  input: string | Uint8Array,
  options: CleanOptions = {},
): CleanedChat {
  const bytes = typeof input === 'string' ? encodeUtf8(input) : input
  const scan = new WhatsAppScan(bytes.length)
  scan.layout = firstLinesLayout(bytes, 0, bytes.length)
  readLines(scan, bytes, 0, true, options.onProgress)
  const order = decideOrder(scan, options)
  const chat = contentFreeChat(scan.columns, order.order, scan.senders.labelNumbers())
  const cleaned = summarise(scan, order, chat.length)
  options.onProgress?.(1)
  return { chat, cleaned }
}

/** Reads more of a file into `into` from `at`, at most `length` bytes, as `fs.readSync` does; 0 at its end. */
export type ReadInto = (into: Uint8Array, at: number, length: number) => number
/** Takes the next piece of the content-free text; the bytes are only valid during the call. */
export type WritePiece = (bytes: Uint8Array) => void

/** Bytes read at a time from a file cleaned in pieces. */
export const PIECE_BYTES = 1 << 20

/**
 * Cleans a UTF-8 WhatsApp export of `byteLength` bytes read in pieces: `first`
 * holds its first bytes (from `start`, after a byte-order mark), `read` gives
 * the rest, and the content-free text goes to `write` in pieces. The file is
 * never held whole: one buffer of about a megabyte is read into again and again.
 */
export function cleanWhatsAppPieces(
  first: Uint8Array,
  start: number,
  byteLength: number,
  read: ReadInto,
  write: WritePiece,
  options: CleanOptions = {},
): CleanSummary {
  const scan = new WhatsAppScan(byteLength)
  let buffer = first
  let end = first.length
  let lineStart = start
  let last = end >= byteLength
  // The file's first lines, which set its layout, are read in before any line is.
  while (!last && linesEnd(buffer, start, end, LAYOUT_LINES) < 0) {
    if (end === buffer.length) {
      const bigger = new Uint8Array(buffer.length * 2 + 1)
      bigger.set(buffer)
      buffer = bigger
    }
    const got = readFully(read, buffer, end)
    end += got
    last = got === 0 || end < buffer.length
  }
  scan.layout = firstLinesLayout(buffer, start, end)
  for (;;) {
    const piece = end === buffer.length ? buffer : buffer.subarray(0, end)
    const next = readLines(scan, piece, lineStart, last)
    if (last) break
    // The unread end of the last line moves to the front, and more of the file is read after it.
    const kept = end - next
    if (kept === buffer.length) {
      const bigger = new Uint8Array(buffer.length * 2)
      bigger.set(buffer)
      buffer = bigger
    } else {
      buffer.copyWithin(0, next, end)
    }
    end = kept
    lineStart = 0
    const got = readFully(read, buffer, end)
    end += got
    last = got === 0 || end < buffer.length
  }
  const order = decideOrder(scan, options)
  const labels = scan.senders.labelNumbers()
  const written = writeContentFreePieces(scan.columns, order.order, labels, write)
  return summarise(scan, order, written)
}

/** Reads until `into` is full or the file ends; the bytes read. */
function readFully(read: ReadInto, into: Uint8Array, at: number): number {
  let total = 0
  for (;;) {
    const got = read(into, at + total, into.length - at - total)
    total += got
    if (got === 0 || at + total === into.length) return total
  }
}

/**
 * Reads the lines of bytes[start…] into the scan, and returns where the first
 * line it left unread starts: a line with no newline after it is read only when
 * it is the file's `last`.
 */
function readLines(
  scan: WhatsAppScan,
  bytes: Uint8Array,
  start: number,
  last: boolean,
  onProgress?: (fraction: number) => void,
): number {
  let nextReport = PROGRESS_STEP
  let lineStart = start

  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(NEWLINE, lineStart)
    if (lineEnd < 0) {
      if (!last) return lineStart
      lineEnd = bytes.length
    }
    readLine(scan, bytes, lineStart, lineEnd)
    lineStart = lineEnd + 1
    if (onProgress && lineStart >= nextReport) {
      onProgress(Math.min(lineStart / bytes.length, 1) * 0.95)
      nextReport += PROGRESS_STEP
    }
  }
  return bytes.length
}

/** The day/month order of the whole file, once every line is read; throws when it holds no message. */
function decideOrder(scan: WhatsAppScan, options: CleanOptions): DateOrderDecision {
  const { columns } = scan
  if (scan.headers === 0) throw new UnknownExportFormatError()
  if (columns.length === 0) throw new NoMessagesError()
  if (scan.withoutYear > 0) fillMissingYears(columns, scan.lastYear, options.exportYear)
  const hints: DateOrderHints = {
    noticeFirstMax: scan.noticeFirstMax,
    noticeSecondMax: scan.noticeSecondMax,
    usClock: scan.usClock,
  }
  return scan.yearFirst || scan.monthWords
    ? { order: 'dmy', ambiguous: false }
    : decideDateOrder(columns, options.dateOrder, hints)
}

function summarise(scan: WhatsAppScan, decision: DateOrderDecision, written: number): CleanSummary {
  if (written === 0) throw new NoMessagesError()
  const readInOrder = scan.yearFirst || scan.monthWords
  return {
    format: scan.bracketed ? 'whatsapp-ios' : 'whatsapp-android',
    messageCount: written,
    senders: scan.senders.count,
    ambiguousDateOrder: decision.ambiguous,
    ...(readInOrder ? {} : { dateOrder: decision.order }),
    skippedSystemMessages: scan.skipped,
    // Dates that do not exist in the chosen order (31 April) were left out of the text.
    unreadableLines: scan.unreadable + scan.columns.length - written,
  }
}

/**
 * WhatsApp leaves the year out of the export year's own dates (`Mar 5, 8:11 PM`)
 * and writes it on older ones, so a missing year is the one after the last year
 * written; in a file with no year at all it is the year the file was exported in.
 */
function fillMissingYears(columns: MessageColumns, lastYear: number, exportYear?: number) {
  const year =
    lastYear >= 0 && lastYear < 99
      ? lastYear + 1
      : exportYear !== undefined && exportYear >= 2000 && exportYear <= 2099
        ? exportYear - 2000
        : -1
  if (year < 0) {
    throw new DateOrderError({ code: 'no_year' })
  }
  for (let i = 0; i < columns.length; i++) {
    if (columns.year[i] === NO_YEAR) columns.year[i] = year
  }
}
