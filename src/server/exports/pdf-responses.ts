import type { ExportItem } from '#src/contract/exports'
import type { MessageId } from '#src/i18n/messages'
import { box, outlinedBox, text } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, PAGE } from './pdf-theme'

// How fast replies come: the docs/product.md §9 buckets as bars, then each side's average and median.

const X = PAGE.margin
const ROW = 20

const BUCKETS = [
  ['immediate', 'pdf.responses.immediate'],
  ['under_1_hour', 'pdf.responses.underHour'],
  ['under_4_hours', 'pdf.responses.underFourHours'],
  ['under_24_hours', 'pdf.responses.underDay'],
  ['over_24_hours', 'pdf.responses.overDay'],
] as const satisfies readonly (readonly [string, MessageId])[]

function drawDistribution(cursor: Cursor, item: ExportItem): void {
  const { doc, words } = cursor
  const dist = item.analysis.analysisData.responseDistribution
  const labelWidth = 96
  const valueWidth = 44
  const track = CONTENT_WIDTH - labelWidth - valueWidth
  ensureSpace(cursor, BUCKETS.length * ROW)
  for (const [key, label] of BUCKETS) {
    const share = dist[key]
    text(doc, words.t(label), X, cursor.y + 2, { size: 9, color: COLORS.mutedForeground })
    box(doc, X + labelWidth, cursor.y + 3, track, 10, COLORS.muted, 5)
    const filled = (Math.min(100, share) / 100) * track
    if (filled > 0)
      box(doc, X + labelWidth, cursor.y + 3, Math.max(filled, 10), 10, COLORS.primary, 5)
    text(doc, words.percent(share), X + labelWidth + track, cursor.y + 2, {
      weight: 600,
      size: 9,
      width: valueWidth,
      align: 'right',
    })
    cursor.y += ROW
  }
  cursor.y += 10
}

function side(cursor: Cursor, x: number, width: number, title: string, stats: SideStats): void {
  const { doc, words } = cursor
  outlinedBox(doc, x, cursor.y, width, 64)
  text(doc, words.upper(title), x + 12, cursor.y + 11, {
    weight: 600,
    size: 7.5,
    color: COLORS.mutedForeground,
  })
  text(doc, words.duration(stats.averageMinutes), x + 12, cursor.y + 25, { weight: 700, size: 15 })
  const detail = words.t('pdf.responses.detail', {
    median: words.duration(stats.medianMinutes),
    count: stats.totalResponses,
  })
  text(doc, detail, x + 12, cursor.y + 45, {
    size: 8,
    color: COLORS.mutedForeground,
    width: width - 24,
    oneLine: true,
  })
}

type SideStats = ExportItem['analysis']['analysisData']['responseTimeStats']

export function drawResponses(cursor: Cursor, item: ExportItem): void {
  const { words } = cursor
  const data = item.analysis.analysisData
  sectionTitle(cursor, words.t('pdf.responses.title'), BUCKETS.length * ROW)
  const percent = words.percent(data.responseRateWithin1Hour)
  text(cursor.doc, words.t('pdf.responses.withinHour', { percent }), X, cursor.y, {
    size: 9.5,
    color: COLORS.mutedForeground,
  })
  cursor.y += 20
  drawDistribution(cursor, item)
  ensureSpace(cursor, 64)
  const half = (CONTENT_WIDTH - 10) / 2
  side(cursor, X, half, words.t('pdf.responses.yours'), data.responseTimeBySender.user1)
  side(
    cursor,
    X + half + 10,
    half,
    words.t('pdf.responses.theirs'),
    data.responseTimeBySender.user2,
  )
  cursor.y += 64 + 20
}
