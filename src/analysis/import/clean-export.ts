// The cleaner's front door: every supported export in, content-free
// text (docs/product.md §5) out. Only timestamps and User 1 / User 2 leave this function. The file's
// importer is found from its shape (detect-format.ts); checks that hold for
// every platform are made here, once.

import { parseChat } from '../parse'
import type { CleanOptions, CleanResult, CleanSummary } from './clean-result'
import {
  type CleanedChat,
  cleanWhatsApp,
  cleanWhatsAppPieces,
  cleanWhatsAppToChat,
  type ReadInto,
  type WritePiece,
} from './clean-whatsapp'
import { decodeText } from './decode-text'
import { describeUnknownExport } from './describe-unknown-export'
import { detectImporter } from './detect-format'
import { FileShape } from './export-shape'
import { OnlyOneWriterError, UnknownExportFormatError } from './import-errors'
import { decodeUtf8, encodeUtf8 } from './utf8'

/** Every text importer decides from at most this many lines after the file's first visible character. */
const LINES_TO_RECOGNISE = 200
const NEWLINE = 0x0a

/**
 * Cleans an export given as its text, or as the file's bytes. Bytes that hold a
 * WhatsApp chat in UTF-8 are read as they are (clean-whatsapp.ts): only the
 * first lines are decoded, to recognise the file. Any other file is decoded whole.
 */
export function cleanExport(input: string | Uint8Array, options: CleanOptions = {}): CleanResult {
  if (typeof input !== 'string') {
    const start = whatsAppStart(input, false)
    return start >= 0
      ? withTwoWriters(cleanWhatsApp(start > 0 ? input.subarray(start) : input, options))
      : cleanText(decodeText(input), options)
  }
  return cleanText(input, options)
}

/**
 * Cleans an export into the chat the analysis reads: a WhatsApp export's chat
 * comes straight from the cleaner, its content-free text never written; any
 * other export is cleaned to text and parsed.
 */
export function cleanExportToChat(
  input: string | Uint8Array,
  options: CleanOptions = {},
): CleanedChat {
  if (typeof input !== 'string') {
    const start = whatsAppStart(input, false)
    if (start >= 0) {
      const { chat, cleaned } = cleanWhatsAppToChat(
        start > 0 ? input.subarray(start) : input,
        options,
      )
      return { chat, cleaned: withTwoWriters(cleaned) }
    }
  }
  const { text, ...cleaned } = cleanExport(input, options)
  return { chat: parseChat(text), cleaned }
}

/**
 * Cleans a file of `byteLength` bytes read in pieces (the command line): `first`
 * holds its first bytes and `read` gives the rest. A UTF-8 WhatsApp export is
 * never held whole, and its content-free text goes to `write` in pieces
 * (clean-whatsapp.ts). Any other file is read whole and cleaned as cleanExport
 * does, its text written at once.
 */
export function cleanExportInPieces(
  first: Uint8Array,
  byteLength: number,
  read: ReadInto,
  write: WritePiece,
  options: CleanOptions = {},
): CleanSummary {
  const start = whatsAppStart(first, first.length < byteLength)
  if (start >= 0) {
    return withTwoWriters(cleanWhatsAppPieces(first, start, byteLength, read, write, options))
  }
  const { text, ...summary } = cleanExport(readRest(first, byteLength, read), options)
  write(encodeUtf8(text))
  return summary
}

/** The whole file: `first` and everything `read` still gives. */
function readRest(first: Uint8Array, byteLength: number, read: ReadInto): Uint8Array {
  let all = new Uint8Array(Math.max(byteLength, first.length) + 1)
  all.set(first)
  let end = first.length
  for (;;) {
    if (end === all.length) {
      const bigger = new Uint8Array(all.length * 2)
      bigger.set(all)
      all = bigger
    }
    const got = read(all, end, all.length - end)
    if (got === 0) return all.subarray(0, end)
    end += got
  }
}

function cleanText(text: string, options: CleanOptions): CleanResult {
  const shape = new FileShape(text)
  const importer = detectImporter(shape)
  if (importer === null) throw new UnknownExportFormatError(describeUnknownExport(shape))
  return withTwoWriters(importer.clean(shape, options))
}

function withTwoWriters<Result extends CleanSummary>(result: Result): Result {
  // A chat needs two people to have a rhythm between them.
  if (result.senders < 2) throw new OnlyOneWriterError()
  return result
}

/**
 * Where a UTF-8 WhatsApp export's text starts in `bytes` (after its byte-order
 * mark) when the file's first lines say it is one (as they would say it of the
 * decoded text); otherwise -1. `more`: the file goes on after `bytes`.
 */
function whatsAppStart(bytes: Uint8Array, more: boolean): number {
  // UTF-16 (by its byte-order mark) is decoded whole; TextDecoder drops a UTF-8 one.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return -1
  }
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  const body = start > 0 ? bytes.subarray(start) : bytes
  // The first lines, whole: enough for every importer to decide, unless blank lines lead.
  let headEnd = 0
  for (let line = 0; line < LINES_TO_RECOGNISE * 2 && headEnd < body.length; line++) {
    const lineEnd = body.indexOf(NEWLINE, headEnd)
    headEnd = lineEnd < 0 ? body.length : lineEnd + 1
  }
  const shape = new FileShape(decodeUtf8(body, 0, headEnd))
  if ((headEnd < body.length || more) && !holdsLines(shape, LINES_TO_RECOGNISE)) return -1
  if (shape.looksLikeJson) return -1
  return detectImporter(shape)?.format === 'whatsapp-android' ? start : -1
}

/** The shape's text holds `count` whole lines after its first visible character. */
function holdsLines(shape: FileShape, count: number): boolean {
  let lineStart = shape.start
  for (let line = 0; line < count; line++) {
    const lineEnd = shape.text.indexOf('\n', lineStart)
    if (lineEnd < 0) return false
    lineStart = lineEnd + 1
  }
  return true
}
