import type { ExportReport, ReportSection } from '#src/contract/exports'
import { type AppLocale, DEFAULT_LOCALE, direction } from '#src/i18n/locales'
import { drawAnomalies } from './pdf-anomalies'
import { drawMonthlyChart } from './pdf-chart'
import { type Doc, prepare } from './pdf-draw'
import { type Cursor, drawCoverHeader, drawFooters, newPage } from './pdf-page'
import { drawResponses } from './pdf-responses'
import { drawRhythm } from './pdf-rhythm'
import { drawConnectionHeading, drawSummary } from './pdf-summary'
import { pdfText } from './pdf-text'

// The PDF report: a cover header, then each connection from a new page with only the
// sections asked for. Built from the stored aggregates; pdfkit is loaded only here. Its
// words, numbers and dates are in the reader's language (pdf-text.ts), and an Arabic report
// reads and is laid out right to left (pdf-draw.ts, pdf-bidi.ts).

const SECTION_DRAWERS: Record<
  ReportSection,
  (cursor: Cursor, item: ExportReport['items'][number]) => void
> = {
  summary: drawSummary,
  monthly: drawMonthlyChart,
  responses: drawResponses,
  rhythm: drawRhythm,
  anomalies: drawAnomalies,
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}

export async function exportPdf(
  report: ExportReport,
  locale: AppLocale = DEFAULT_LOCALE,
): Promise<Uint8Array> {
  const { default: PDFDocument } = await import('pdfkit')
  const words = pdfText(locale)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: report.title, Author: 'Cadence', Creator: 'Cadence' },
  })
  const done = collect(doc)
  prepare(doc, direction(words.locale))
  const cursor: Cursor = { doc, report, words, y: 0 }
  drawCoverHeader(cursor)
  // Keep the report's own section order whatever order the request listed them in.
  const sections = (Object.keys(SECTION_DRAWERS) as ReportSection[]).filter((s) =>
    report.sections.includes(s),
  )
  report.items.forEach((item, index) => {
    if (index > 0) newPage(cursor)
    drawConnectionHeading(cursor, item)
    for (const section of sections) SECTION_DRAWERS[section](cursor, item)
  })
  drawFooters(cursor)
  doc.end()
  return done
}
