// When no importer recognises a file: say what it looks like and which exports
// Cadence reads. Only the file's shape is described, never its words.

import type { FileShape } from './export-shape'
import { isRecord } from './importer'

export const SUPPORTED_EXPORTS =
  "Cadence reads WhatsApp (.txt, or the .zip an iPhone makes), Telegram Desktop (result.json), Messenger and Instagram (JSON from “Download your information”), Discord (JSON or CSV from DiscordChatExporter), Signal (signal-export) and iMessage (imessage-exporter's TXT)."

const LINES_TO_LOOK_AT = 50

function looksBinary(text: string, start: number): boolean {
  const end = Math.min(text.length, start + 1024)
  let odd = 0
  for (let p = start; p < end; p++) {
    const code = text.charCodeAt(p)
    if (
      code === 0 ||
      code === 0xfffd ||
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)
    )
      odd++
  }
  return odd > (end - start) / 20
}

function csvColumns(text: string, start: number): number {
  let end = text.indexOf('\n', start)
  if (end < 0) end = text.length
  const line = text.slice(start, end)
  return line.includes(',') ? line.split(',').length : 0
}

/** Lines among the first ones that start with a digit or '[' and a digit, as dated lines do. */
function datedLineShare(text: string, start: number): { lines: number; dated: number } {
  let lines = 0
  let dated = 0
  let lineStart = start
  while (lines < LINES_TO_LOOK_AT && lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd < 0) lineEnd = text.length
    if (lineEnd > lineStart + 1) {
      lines++
      const first = text.charCodeAt(lineStart) === 0x5b ? lineStart + 1 : lineStart
      const code = text.charCodeAt(first)
      if (code >= 0x30 && code <= 0x39) dated++
    }
    lineStart = lineEnd + 1
  }
  return { lines, dated }
}

/** What the file looks like, as one sentence, followed by the exports Cadence reads. */
export function describeUnknownExport(shape: FileShape): string {
  const { text, start } = shape
  return `${whatItLooksLike(shape, text, start)} ${SUPPORTED_EXPORTS}`
}

function whatItLooksLike(shape: FileShape, text: string, start: number): string {
  if (start >= text.length) return 'This file is empty.'
  if (looksBinary(text, start)) {
    return 'This file is not text: it may be a photo, a document or an archive other than a WhatsApp .zip.'
  }
  if (shape.looksLikeJson) {
    const json = shape.json
    if (shape.brokenJson) {
      return 'This file starts like JSON but cannot be read as JSON: it may be cut short. Download or export it again.'
    }
    if (isRecord(json) && Array.isArray(json.messages)) {
      return 'This JSON file has a list of messages, but not in a layout Cadence knows.'
    }
    return 'This JSON file is not a chat export: it has no list of messages.'
  }
  const first = text.charCodeAt(start)
  if (first === 0x3c) {
    return 'This looks like a web page (HTML). Export the chat as JSON or text instead: Facebook and Instagram offer JSON when you download your information, DiscordChatExporter offers JSON and CSV.'
  }
  const columns = csvColumns(text, start)
  if (columns >= 3) {
    return `This looks like a table (CSV) with ${columns} columns, but not DiscordChatExporter's (AuthorID, Author, Date, Content…).`
  }
  const { lines, dated } = datedLineShare(text, start)
  if (lines > 0 && dated === 0) {
    return "This file doesn't look like a WhatsApp chat export or any other chat export: it is text, but none of its first lines starts with a date and time."
  }
  return "This file doesn't look like a WhatsApp chat export or any other chat export: its lines start with dates, but not in a layout Cadence knows."
}
