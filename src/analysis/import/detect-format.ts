// Tells the export apart from its own shape, never its name: each importer
// (importers.ts) is asked in turn. For text, only the first lines are looked at.

import type { ChatImporter, ExportShape } from './importer'
import { IMPORTERS } from './importers'

/** The importer that reads this file, or null when none recognises it. */
export function detectImporter(shape: ExportShape): ChatImporter | null {
  return IMPORTERS.find((importer) => importer.matches(shape)) ?? null
}
