import { EXPORT_JSON_VERSION, type ExportItem } from '#src/contract/exports'

/** The JSON export's document: the stored result as it is, with its shape version. */
export interface ExportJsonDocument {
  version: typeof EXPORT_JSON_VERSION
  exportedAt: string
  connection: ExportItem['connection']
  analysis: ExportItem['analysis']
  notes?: NonNullable<ExportItem['notes']>
}

/** One connection's stored analysis as pretty-printed JSON; notes only when asked for. */
export function exportJson(item: ExportItem, exportedAt: Date = new Date()): string {
  const document: ExportJsonDocument = {
    version: EXPORT_JSON_VERSION,
    exportedAt: exportedAt.toISOString(),
    connection: item.connection,
    analysis: item.analysis,
    ...(item.notes === null ? {} : { notes: item.notes }),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}
