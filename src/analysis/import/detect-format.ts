// Tells the export apart from its own shape, never its name: each importer
// (importers.ts) is asked in turn. For text, only the first lines are looked at.

import type { ExportFormat } from './clean-result'
import { FileShape } from './export-shape'
import type { ChatImporter, ExportShape } from './importer'
import { IMPORTERS } from './importers'
import { textLayout } from './text-layout'

/** The importer that reads this file, or null when none recognises it. */
export function detectImporter(shape: ExportShape): ChatImporter | null {
  return IMPORTERS.find((importer) => importer.matches(shape)) ?? null
}

export function detectFormat(input: string): ExportFormat | null {
  const shape = new FileShape(input)
  const importer = detectImporter(shape)
  if (importer === null) return null
  return importer.format === 'whatsapp-android' ? textLayout(shape) : importer.format
}
