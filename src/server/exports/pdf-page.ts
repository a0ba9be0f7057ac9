import type { ExportReport } from '#src/contract/exports'
import { formatMonthRange } from '#src/i18n/format-dates'
import { box, type Doc, rule, text } from './pdf-draw'
import type { PdfText } from './pdf-text'
import { COLORS, CONTENT_BOTTOM, CONTENT_WIDTH, PAGE } from './pdf-theme'

// Pages: the cover header on the first page, a slim header on the others, the footer
// on every page, and a cursor that starts a new page when a block would not fit.

export interface Cursor {
  doc: Doc
  report: ExportReport
  /** The report's words, numbers and dates in the reader's language. */
  words: PdfText
  y: number
}

const X = PAGE.margin

function rangeText({ report, words }: Cursor): string {
  const { months } = report
  if (!months) return words.t('pdf.range.whole')
  return formatMonthRange(months.from, months.to, words.locale)
}

export function drawCoverHeader(cursor: Cursor): void {
  const { doc, report, words } = cursor
  doc.rect(0, 0, PAGE.width, 124).fill(COLORS.primary)
  text(doc, 'Cadence', X, 34, { weight: 700, size: 13, color: COLORS.white })
  text(doc, words.t('pdf.cover.kind'), X + 66, 36.5, { size: 9, color: COLORS.primarySoft })
  text(doc, report.title, X, 58, {
    weight: 700,
    size: 24,
    color: COLORS.white,
    width: CONTENT_WIDTH,
    oneLine: true,
  })
  const details = [
    words.t('pdf.cover.created', { date: words.date(report.createdAt) }),
    rangeText(cursor),
    words.t('pdf.cover.connections', { count: report.items.length }),
  ].join('  ·  ')
  text(doc, details, X, 94, { size: 10, color: COLORS.primarySoft, width: CONTENT_WIDTH })
  cursor.y = 146
}

function drawSlimHeader(cursor: Cursor): void {
  const { doc, report } = cursor
  text(doc, 'Cadence', X, 26, { weight: 700, size: 10, color: COLORS.primary })
  text(doc, `${report.title}  ·  ${rangeText(cursor)}`, X + 60, 26, {
    size: 9,
    color: COLORS.mutedForeground,
    width: CONTENT_WIDTH - 60,
    oneLine: true,
  })
  rule(doc, X, 46, CONTENT_WIDTH)
  cursor.y = 66
}

export function newPage(cursor: Cursor): void {
  cursor.doc.addPage({ size: 'A4', margin: 0 })
  drawSlimHeader(cursor)
}

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(cursor: Cursor, height: number): void {
  if (cursor.y + height > CONTENT_BOTTOM) newPage(cursor)
}

/** A section title with a small coloured mark. */
export function sectionTitle(cursor: Cursor, title: string, height: number): void {
  ensureSpace(cursor, height + 30)
  const { doc } = cursor
  box(doc, X, cursor.y + 2, 4, 14, COLORS.primary, 2)
  text(doc, title, X + 12, cursor.y, { weight: 700, size: 13 })
  cursor.y += 26
}

/** The footer and page number on every page, drawn once all pages exist. */
export function drawFooters({ doc, words }: Cursor): void {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    const y = PAGE.height - 40
    rule(doc, X, y - 8, CONTENT_WIDTH)
    text(doc, words.t('exports.footer'), X, y, {
      size: 8,
      color: COLORS.mutedForeground,
      oneLine: true,
    })
    text(doc, `${index + 1} / ${count}`, X, y, {
      size: 8,
      color: COLORS.mutedForeground,
      width: CONTENT_WIDTH,
      align: 'right',
      oneLine: true,
    })
  }
}
