import type { Annotation } from '#src/contract/annotations'
import type { ExportItem } from '#src/contract/exports'
import { anomalyDescription, anomalyTitle } from '#src/i18n/gap-texts'
import type { MessageId } from '#src/i18n/messages'
import { overlapsMonths } from './month-range'
import { box, clipped, outlinedBox, rect, text, textHeight, textWidth } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { type PdfText, pdfText } from './pdf-text'
import { COLORS, CONTENT_WIDTH, PAGE } from './pdf-theme'

// The moments that stood out, each with its dates, severity and comparison to the
// usual rhythm, and the user's memory notes under it when they asked for them.

const X = PAGE.margin
type Anomaly = ExportItem['analysis']['analysisData']['anomalies'][number]

/** What each kind of anomaly compares (the engine's English `valueLabel`). */
const VALUE_LABELS: Record<Anomaly['type'], MessageId> = {
  silence: 'pdf.anomalies.label.silence',
  response_delay: 'pdf.anomalies.label.responseDelay',
  initiation_shift: 'pdf.anomalies.label.initiationShift',
  frequency_drop: 'pdf.anomalies.label.frequencyDrop',
}

export function comparisonText(anomaly: Anomaly, words: PdfText = pdfText()): string {
  const { value, baseline, unit, percentChange } = anomaly.comparison
  const values = {
    label: words.t(VALUE_LABELS[anomaly.type]),
    value: words.amount(value, unit),
    baseline: words.amount(baseline, unit),
  }
  if (percentChange === 0) return words.t('pdf.anomalies.comparison', values)
  const change = words.percent(percentChange, true)
  return words.t('pdf.anomalies.comparisonChange', { ...values, change })
}

function drawNote(cursor: Cursor, note: Annotation, x: number, width: number): void {
  const { doc, words } = cursor
  const height = textHeight(doc, note.content, 9, width - 24) + 32
  ensureSpace(cursor, height)
  box(doc, x, cursor.y, width, height, COLORS.accentSoft)
  text(
    doc,
    words.t('pdf.anomalies.note', { date: words.date(note.createdAt) }),
    x + 12,
    cursor.y + 9,
    {
      weight: 600,
      size: 7.5,
      color: COLORS.accentSoftForeground,
    },
  )
  text(doc, note.content, x + 12, cursor.y + 22, { size: 9, width: width - 24 })
  cursor.y += height + 6
}

function drawAnomaly(cursor: Cursor, anomaly: Anomaly, notes: Annotation[]): void {
  const { doc, words } = cursor
  const inner = CONTENT_WIDTH - 36
  // Written from the anomaly's facts in the report's language, not from the engine's English.
  const description = anomalyDescription(anomaly, words.t, words.locale)
  const height = 62 + textHeight(doc, description, 8.5, inner)
  ensureSpace(cursor, height)
  const critical = anomaly.severity === 'critical'
  outlinedBox(doc, X, cursor.y, CONTENT_WIDTH, height)
  // The severity stripe is clipped to the card's rounded corners.
  clipped(doc, X, cursor.y, CONTENT_WIDTH, height, 8, () =>
    rect(doc, X, cursor.y, 5, height, critical ? COLORS.danger : COLORS.warning),
  )
  const pill = words.t(critical ? 'pdf.anomalies.critical' : 'pdf.anomalies.warning')
  const pillWidth = textWidth(doc, pill, 700, 7) + 14
  box(
    doc,
    X + 18,
    cursor.y + 12,
    pillWidth,
    14,
    critical ? COLORS.dangerSoft : COLORS.warningSoft,
    7,
  )
  text(doc, pill, X + 25, cursor.y + 15.5, {
    weight: 700,
    size: 7,
    color: critical ? COLORS.dangerSoftForeground : COLORS.warningSoftForeground,
  })
  const dates = `${words.date(anomaly.startDate)} – ${words.date(anomaly.endDate)}`
  text(doc, dates, X + 26 + pillWidth, cursor.y + 14, { size: 8.5, color: COLORS.mutedForeground })
  text(doc, anomalyTitle(anomaly, words.t), X + 18, cursor.y + 31, {
    weight: 700,
    size: 11,
    width: inner,
    oneLine: true,
  })
  const below = text(doc, description, X + 18, cursor.y + 46, {
    size: 8.5,
    color: COLORS.mutedForeground,
    width: inner,
  })
  text(doc, comparisonText(anomaly, words), X + 18, below + 3, {
    weight: 600,
    size: 8.5,
    color: COLORS.primarySoftForeground,
    width: inner,
    oneLine: true,
  })
  cursor.y += height + 6
  for (const note of notes) drawNote(cursor, note, X + 18, CONTENT_WIDTH - 18)
  cursor.y += 6
}

export function drawAnomalies(cursor: Cursor, item: ExportItem): void {
  const { words } = cursor
  const anomalies = item.analysis.analysisData.anomalies.filter((a) =>
    overlapsMonths(a.startDate, a.endDate, cursor.report.months),
  )
  sectionTitle(cursor, words.t('pdf.anomalies.title'), 80)
  if (anomalies.length === 0) {
    text(cursor.doc, words.t('pdf.anomalies.empty'), X, cursor.y, {
      size: 9.5,
      color: COLORS.mutedForeground,
    })
    cursor.y += 28
    return
  }
  for (const anomaly of anomalies) {
    const notes = (item.notes ?? []).filter((n) => n.anomalyId === anomaly.id)
    drawAnomaly(cursor, anomaly, notes)
  }
}
