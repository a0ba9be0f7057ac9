import type { ExportItem, ExportReport } from '../../contract/exports'
import { exportCsv } from './export-csv'
import { exportJson } from './export-json'
import { exportPdf } from './export-pdf'
import type { MonthRange } from './month-range'

/**
 * One export to build: plain data only, so it can be posted to the build worker
 * (`export-worker.ts`) as it is.
 */
export type ExportJob =
  | { format: 'csv'; items: ExportItem[]; months: MonthRange | null }
  | { format: 'json'; item: ExportItem; exportedAt: string }
  | { format: 'pdf'; report: ExportReport }

/** A connection's own export in `format`: everything, every section. */
export function connectionExportJob(
  format: ExportJob['format'],
  item: ExportItem,
  now: Date = new Date(),
): ExportJob {
  if (format === 'csv') return { format, items: [item], months: null }
  if (format === 'json') return { format, item, exportedAt: now.toISOString() }
  return {
    format,
    report: {
      title: `Relationship rhythm with ${item.connection.name}`,
      months: null,
      sections: ['summary', 'monthly', 'responses', 'anomalies'],
      items: [item],
      createdAt: now.toISOString(),
    },
  }
}

/** The file's bytes; text formats as UTF-8. */
export async function buildExport(job: ExportJob): Promise<Uint8Array> {
  switch (job.format) {
    case 'csv':
      return new TextEncoder().encode(exportCsv(job.items, job.months))
    case 'json':
      return new TextEncoder().encode(exportJson(job.item, new Date(job.exportedAt)))
    case 'pdf':
      return exportPdf(job.report)
  }
}
