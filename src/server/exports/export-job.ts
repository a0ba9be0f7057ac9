import { type ExportItem, type ExportReport, REPORT_SECTIONS } from '#src/contract/exports'
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromCookie,
  negotiateLocale,
} from '#src/i18n/locales'
import { exportCsv } from './export-csv'
import { exportJson } from './export-json'
import { exportPdf } from './export-pdf'
import type { MonthRange } from './month-range'
import { type PdfText, pdfText } from './pdf-text'

/** A report whose title the worker writes in the reader's language when none is given. */
export type ReportJob = Omit<ExportReport, 'title'> & { title?: string }

/**
 * One export to build: plain data only, so it can be posted to the build worker
 * (`export-worker.ts`) as it is. A PDF carries its reader's language; the CSV and the JSON
 * keep their English keys whoever asks.
 */
export type ExportJob =
  | { format: 'csv'; items: ExportItem[]; months: MonthRange | null }
  | { format: 'json'; item: ExportItem; exportedAt: string }
  | { format: 'pdf'; report: ReportJob; locale: Locale }

/**
 * The language an export is written in: Cadence's language cookie, else the browser's
 * `Accept-Language`, else English. The pseudo-locale counts as English.
 */
export function exportLocale(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const chosen = localeFromCookie(cookieHeader)
  if (chosen !== undefined) return isLocale(chosen) ? chosen : DEFAULT_LOCALE
  return negotiateLocale(acceptLanguage)
}

/** A report's title: the connection's name for one, a plural title for several. */
export function reportTitle(items: readonly ExportItem[], words: PdfText = pdfText()): string {
  const [only] = items
  return items.length === 1 && only
    ? words.t('pdf.title.one', { name: only.connection.name })
    : words.t('pdf.title.many')
}

/** A connection's own export in `format`: everything, every section. */
export function connectionExportJob(
  format: ExportJob['format'],
  item: ExportItem,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): ExportJob {
  if (format === 'csv') return { format, items: [item], months: null }
  if (format === 'json') return { format, item, exportedAt: now.toISOString() }
  return {
    format,
    locale,
    report: {
      months: null,
      sections: [...REPORT_SECTIONS],
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
    case 'pdf': {
      const { report, locale } = job
      const title = report.title ?? reportTitle(report.items, pdfText(locale))
      return exportPdf({ ...report, title }, locale)
    }
  }
}
