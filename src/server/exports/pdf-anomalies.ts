import type { Annotation } from '../../contract/annotations'
import type { ExportItem } from '../../contract/exports'
import { overlapsMonths } from './month-range'
import { box, outlinedBox, text, textHeight, textWidth } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, formatDate, PAGE } from './pdf-theme'

// The moments that stood out, each with its dates, severity and comparison to the
// usual rhythm, and the user's memory notes under it when they asked for them.

const X = PAGE.margin
type Anomaly = ExportItem['analysis']['analysisData']['anomalies'][number]

function amount(value: number, unit: Anomaly['comparison']['unit']): string {
  const rounded = Math.round(value * 10) / 10
  if (unit === 'percent') return `${rounded}%`
  return `${rounded} ${rounded === 1 ? unit.slice(0, -1) : unit}`
}

export function comparisonText(anomaly: Anomaly): string {
  const { value, baseline, unit, percentChange, valueLabel } = anomaly.comparison
  const change = percentChange === 0 ? '' : ` (${percentChange > 0 ? '+' : ''}${percentChange}%)`
  return `${valueLabel}: ${amount(value, unit)} against a usual ${amount(baseline, unit)}${change}`
}

function drawNote(cursor: Cursor, note: Annotation, x: number, width: number): void {
  const { doc } = cursor
  const height = textHeight(doc, note.content, 9, width - 24) + 32
  ensureSpace(cursor, height)
  box(doc, x, cursor.y, width, height, COLORS.accentSoft)
  text(doc, `YOUR NOTE · ${formatDate(note.createdAt)}`, x + 12, cursor.y + 9, {
    weight: 600,
    size: 7.5,
    color: COLORS.accentSoftForeground,
  })
  text(doc, note.content, x + 12, cursor.y + 22, { size: 9, width: width - 24 })
  cursor.y += height + 6
}

function drawAnomaly(cursor: Cursor, anomaly: Anomaly, notes: Annotation[]): void {
  const { doc } = cursor
  const inner = CONTENT_WIDTH - 36
  const height = 62 + textHeight(doc, anomaly.description, 8.5, inner)
  ensureSpace(cursor, height)
  const critical = anomaly.severity === 'critical'
  outlinedBox(doc, X, cursor.y, CONTENT_WIDTH, height)
  // The severity stripe is clipped to the card's rounded corners.
  doc.save()
  doc.roundedRect(X, cursor.y, CONTENT_WIDTH, height, 8).clip()
  doc.rect(X, cursor.y, 5, height).fill(critical ? COLORS.danger : COLORS.warning)
  doc.restore()
  const pill = critical ? 'CRITICAL' : 'WARNING'
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
  const dates = `${formatDate(anomaly.startDate)} – ${formatDate(anomaly.endDate)}`
  text(doc, dates, X + 26 + pillWidth, cursor.y + 14, { size: 8.5, color: COLORS.mutedForeground })
  text(doc, anomaly.title, X + 18, cursor.y + 31, {
    weight: 700,
    size: 11,
    width: inner,
    oneLine: true,
  })
  const below = text(doc, anomaly.description, X + 18, cursor.y + 46, {
    size: 8.5,
    color: COLORS.mutedForeground,
    width: inner,
  })
  text(doc, comparisonText(anomaly), X + 18, below + 3, {
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
  const anomalies = item.analysis.analysisData.anomalies.filter((a) =>
    overlapsMonths(a.startDate, a.endDate, cursor.report.months),
  )
  sectionTitle(cursor, 'Moments that stood out', 80)
  if (anomalies.length === 0) {
    text(cursor.doc, 'Nothing unusual in these months: the rhythm held steady.', X, cursor.y, {
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
