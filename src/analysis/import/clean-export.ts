// The cleaner's front door: every supported export in, content-free
// text (docs/product.md §5) out. Only timestamps and User 1 / User 2 leave this function. The file's
// importer is found from its shape (detect-format.ts); checks that hold for
// every platform are made here, once.

import type { CleanOptions, CleanResult } from './clean-result'
import { cleanWhatsApp } from './clean-whatsapp'
import { decodeText } from './decode-text'
import { describeUnknownExport } from './describe-unknown-export'
import { detectImporter } from './detect-format'
import { FileShape } from './export-shape'
import { OnlyOneWriterError, UnknownExportFormatError } from './import-errors'
import { decodeUtf8 } from './utf8'

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
    const whatsApp = whatsAppBytes(input)
    return whatsApp
      ? withTwoWriters(cleanWhatsApp(whatsApp, options))
      : cleanText(decodeText(input), options)
  }
  return cleanText(input, options)
}

function cleanText(text: string, options: CleanOptions): CleanResult {
  const shape = new FileShape(text)
  const importer = detectImporter(shape)
  if (importer === null) throw new UnknownExportFormatError(describeUnknownExport(shape))
  return withTwoWriters(importer.clean(shape, options))
}

function withTwoWriters(result: CleanResult): CleanResult {
  // A chat needs two people to have a rhythm between them.
  if (result.senders < 2) throw new OnlyOneWriterError()
  return result
}

/**
 * The bytes of a UTF-8 WhatsApp export, after its byte-order mark, when the
 * file's first lines say it is one (as they would say it of the decoded text);
 * otherwise null.
 */
function whatsAppBytes(bytes: Uint8Array): Uint8Array | null {
  // UTF-16 (by its byte-order mark) is decoded whole; TextDecoder drops a UTF-8 one.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return null
  }
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  // The first lines, whole: enough for every importer to decide, unless blank lines lead.
  let headEnd = 0
  for (let line = 0; line < LINES_TO_RECOGNISE * 2 && headEnd < body.length; line++) {
    const lineEnd = body.indexOf(NEWLINE, headEnd)
    headEnd = lineEnd < 0 ? body.length : lineEnd + 1
  }
  const shape = new FileShape(decodeUtf8(body, 0, headEnd))
  if (headEnd < body.length && !holdsLines(shape, LINES_TO_RECOGNISE)) return null
  if (shape.looksLikeJson) return null
  return detectImporter(shape)?.format === 'whatsapp-android' ? body : null
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
