// When no importer recognises a file: say what it looks like and which exports
// Cadence reads. Only the file's shape is described, never its words.

import type { FileShape } from './export-shape'
import type { ImportProblem, UnrecognisedShape } from './import-errors'
import { isRecord } from './importer'

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

/** What the file looks like (its sentence is followed by the exports Cadence reads). */
export function describeUnknownExport(shape: FileShape): ImportProblem {
  const { text, start } = shape
  return { code: 'unrecognised', ...whatItLooksLike(shape, text, start) }
}

function whatItLooksLike(shape: FileShape, text: string, start: number): UnrecognisedShape {
  if (start >= text.length) return { shape: 'empty' }
  if (looksBinary(text, start)) {
    return { shape: 'not_text' }
  }
  if (shape.looksLikeJson) {
    const json = shape.json
    if (shape.brokenJson) {
      return { shape: 'broken_json' }
    }
    if (isRecord(json) && Array.isArray(json.messages)) {
      return { shape: 'json_unknown_layout' }
    }
    return { shape: 'json_no_messages' }
  }
  const first = text.charCodeAt(start)
  if (first === 0x3c) {
    return { shape: 'html' }
  }
  const columns = csvColumns(text, start)
  if (columns >= 3) {
    return { shape: 'csv', columns }
  }
  const { lines, dated } = datedLineShare(text, start)
  if (lines > 0 && dated === 0) {
    return { shape: 'no_dates' }
  }
  return { shape: 'unknown_dates' }
}
