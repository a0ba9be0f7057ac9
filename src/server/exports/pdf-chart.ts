import type { ExportItem } from '#src/contract/exports'
import { isInMonths } from './month-range'
import { box, rect, rule, text, unmirrored } from './pdf-draw'
import { type Cursor, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, PAGE } from './pdf-theme'

// The monthly activity chart, drawn as vector rectangles: your messages at the
// bottom of each bar, theirs stacked on top. Months run left to right in every language, as
// on the web page's chart.

const X = PAGE.margin
const CHART_HEIGHT = 130
const AXIS_WIDTH = 34
const LEGEND_HEIGHT = 22
const LABELS_HEIGHT = 28

/** A round axis maximum at or above `value`: 1, 2 or 5 times a power of ten. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= value) ?? 10
  return step * power
}

function legend(cursor: Cursor, y: number): void {
  const { doc, words } = cursor
  const entries: [string, string][] = [
    [words.t('pdf.chart.you'), COLORS.primary],
    [words.t('pdf.chart.them'), COLORS.accent],
  ]
  let x = X + AXIS_WIDTH
  for (const [label, color] of entries) {
    box(doc, x, y + 2, 9, 9, color, 2)
    text(doc, label, x + 13, y, { size: 9, color: COLORS.mutedForeground })
    x += 60
  }
}

export function drawMonthlyChart(cursor: Cursor, item: ExportItem): void {
  const { doc, report, words } = cursor
  const months = item.analysis.analysisData.monthlyActivity.filter((m) =>
    isInMonths(m.month, report.months),
  )
  sectionTitle(cursor, words.t('pdf.chart.title'), CHART_HEIGHT + LEGEND_HEIGHT + LABELS_HEIGHT)
  if (months.length === 0) {
    text(doc, words.t('pdf.chart.empty'), X, cursor.y, { color: COLORS.mutedForeground })
    cursor.y += 28
    return
  }
  unmirrored(doc, () => drawBars(cursor, months))
}

type Month = ExportItem['analysis']['analysisData']['monthlyActivity'][number]

function drawBars(cursor: Cursor, months: Month[]): void {
  const { doc, words } = cursor
  legend(cursor, cursor.y)
  const top = cursor.y + LEGEND_HEIGHT
  const bottom = top + CHART_HEIGHT
  const plotX = X + AXIS_WIDTH
  const plotWidth = CONTENT_WIDTH - AXIS_WIDTH
  const max = niceCeiling(Math.max(...months.map((m) => m.messageCount)))
  for (let tick = 0; tick <= 4; tick++) {
    const y = bottom - (tick / 4) * CHART_HEIGHT
    rule(doc, plotX, y, plotWidth)
    const label = words.number(Math.round((max * tick) / 4))
    text(doc, label, X, y - 4, {
      size: 7,
      color: COLORS.mutedForeground,
      width: AXIS_WIDTH - 6,
      align: 'right',
      oneLine: true,
    })
  }
  const slot = plotWidth / months.length
  const barWidth = Math.max(1.5, Math.min(28, slot * 0.68))
  const labelEvery = Math.ceil(months.length / 18)
  months.forEach((m, index) => {
    const x = plotX + index * slot + (slot - barWidth) / 2
    const yours = (m.yourMessages / max) * CHART_HEIGHT
    const theirs = (m.theirMessages / max) * CHART_HEIGHT
    if (yours > 0) rect(doc, x, bottom - yours, barWidth, yours, COLORS.primary)
    if (theirs > 0) rect(doc, x, bottom - yours - theirs, barWidth, theirs, COLORS.accent)
    if (index % labelEvery !== 0) return
    const center = plotX + index * slot + slot / 2
    text(doc, words.shortMonth(m.month), center - 15, bottom + 5, {
      size: 7,
      color: COLORS.mutedForeground,
      width: 30,
      align: 'center',
      oneLine: true,
    })
    if (index === 0 || m.month.endsWith('-01')) {
      text(doc, m.month.slice(0, 4), center - 15, bottom + 14, {
        weight: 600,
        size: 7,
        width: 30,
        align: 'center',
        oneLine: true,
      })
    }
  })
  cursor.y = bottom + LABELS_HEIGHT + 12
}
