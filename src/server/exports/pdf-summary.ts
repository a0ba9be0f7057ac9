import type { ExportItem } from '../../contract/exports'
import { box, outlinedBox, text, textHeight, textWidth } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, formatDate, PAGE, scoreColors } from './pdf-theme'

// A connection's heading (name, relationship, dates, the rhythm score) and its
// summary: the figure cards and the four insights.

const X = PAGE.margin
const GAP = 10

export function drawConnectionHeading(cursor: Cursor, item: ExportItem): void {
  ensureSpace(cursor, 90)
  const { doc } = cursor
  const { analysis, connection } = item
  const top = cursor.y
  const badgeWidth = 118
  const nameWidth = CONTENT_WIDTH - badgeWidth - 16
  text(doc, connection.name, X, top + 4, { weight: 700, size: 22, width: nameWidth, oneLine: true })
  const kind = connection.relationshipType ?? 'Connection'
  const dates = `${formatDate(analysis.dateRangeStart)} – ${formatDate(analysis.dateRangeEnd)}`
  text(doc, `${kind}  ·  ${dates}`, X, top + 36, {
    size: 10.5,
    color: COLORS.mutedForeground,
    width: nameWidth,
  })
  const { strong, soft } = scoreColors(analysis.rhythmScore)
  const badgeX = X + CONTENT_WIDTH - badgeWidth
  box(doc, badgeX, top, badgeWidth, 70, soft, 12)
  const score = String(analysis.rhythmScore)
  const scoreWidth = textWidth(doc, score, 700, 36)
  text(doc, score, badgeX + 16, top + 8, { weight: 700, size: 36, color: strong })
  text(doc, '/100', badgeX + 18 + scoreWidth, top + 30, { size: 10, color: strong })
  text(doc, 'RHYTHM SCORE', badgeX + 16, top + 52, { weight: 600, size: 7.5, color: strong })
  cursor.y = top + 92
}

function card(cursor: Cursor, x: number, width: number, label: string, value: string): void {
  const { doc } = cursor
  outlinedBox(doc, x, cursor.y, width, 56)
  text(doc, label.toUpperCase(), x + 12, cursor.y + 11, {
    weight: 600,
    size: 7.5,
    color: COLORS.mutedForeground,
  })
  text(doc, value, x + 12, cursor.y + 26, {
    weight: 700,
    size: 15,
    width: width - 24,
    oneLine: true,
  })
}

function drawCards(cursor: Cursor, item: ExportItem): void {
  const { analysis: a } = item
  const third = (CONTENT_WIDTH - 2 * GAP) / 3
  ensureSpace(cursor, 2 * 56 + GAP)
  card(cursor, X, third, 'Total messages', a.totalMessages.toLocaleString('en-US'))
  card(
    cursor,
    X + third + GAP,
    third,
    'Conversations',
    a.analysisData.conversationsDetected.toLocaleString('en-US'),
  )
  card(cursor, X + 2 * (third + GAP), third, 'You start', `${a.initiationRate}%`)
  cursor.y += 56 + GAP
  card(cursor, X, third, 'Average response', a.avgResponseTime)
  card(cursor, X + third + GAP, 2 * third + GAP, 'Communication pattern', a.communicationPattern)
  cursor.y += 56 + 16
}

function drawInsights(cursor: Cursor, item: ExportItem): void {
  const { doc } = cursor
  const a = item.analysis
  const insights: [string, string][] = [
    ['Communication balance', a.balanceInsight],
    ['Response style', a.responseInsight],
    ['Relationship health', a.healthInsight],
    ['Pattern insight', a.patternInsight],
  ]
  const half = (CONTENT_WIDTH - GAP) / 2
  const inner = half - 24
  for (let row = 0; row < 2; row++) {
    const pair = insights.slice(row * 2, row * 2 + 2)
    const height = Math.max(...pair.map(([, body]) => textHeight(doc, body, 9, inner))) + 42
    ensureSpace(cursor, height)
    pair.forEach(([title, body], column) => {
      const x = X + column * (half + GAP)
      box(doc, x, cursor.y, half, height, COLORS.muted)
      box(doc, x + 12, cursor.y + 14, 6, 6, COLORS.primary, 3)
      text(doc, title, x + 24, cursor.y + 11, { weight: 600, size: 9.5 })
      text(doc, body, x + 12, cursor.y + 29, {
        size: 9,
        color: COLORS.mutedForeground,
        width: inner,
      })
    })
    cursor.y += height + GAP
  }
  cursor.y += 8
}

export function drawSummary(cursor: Cursor, item: ExportItem): void {
  sectionTitle(cursor, 'Summary', 56)
  drawCards(cursor, item)
  drawInsights(cursor, item)
}
