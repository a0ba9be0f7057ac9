// One importer per platform, behind one small interface. Each recognises its
// export from the file's own shape (never its name) and turns it into the
// content-free lines of docs/product.md §5. cleanExport asks them in turn (importers.ts).

import type { CleanOptions, CleanResult, ExportFormat } from './clean-result'

/** What an importer may look at to recognise a file; the JSON is parsed once, on demand. */
export interface ExportShape {
  /** The whole file as text. */
  readonly text: string
  /** Index of the first character that is not a mark or white space. */
  readonly start: number
  /** The parsed file when it is JSON, else undefined. */
  readonly json: unknown
}

export interface ChatImporter {
  /** The format it reads; a file may be read by one importer only. */
  readonly format: ExportFormat
  /** Whether the file has this importer's shape. Cheap: only the start is looked at for text. */
  matches(shape: ExportShape): boolean
  clean(shape: ExportShape, options: CleanOptions): CleanResult
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
