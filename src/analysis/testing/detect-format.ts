import type { ExportFormat } from '../import/clean-result'
import { detectImporter } from '../import/detect-format'
import { FileShape } from '../import/export-shape'
import { textLayout } from '../import/text-layout'

/** The format the cleaner would read this text as, or null when no importer recognises it. */
export function detectFormat(input: string): ExportFormat | null {
  const shape = new FileShape(input)
  const importer = detectImporter(shape)
  if (importer === null) return null
  return importer.format === 'whatsapp-android' ? textLayout(shape) : importer.format
}
