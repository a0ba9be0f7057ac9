import { parseDurationText } from '#src/analysis/duration-text'
import { PATTERNS } from '#src/analysis/score'
import type { RelationshipType } from '#src/contract/connections'
import type { ExportItem } from '#src/contract/exports'
import { insightTexts } from '#src/i18n/insight-texts'
import type { MessageId } from '#src/i18n/messages'
import { box, isRightToLeft, outlinedBox, text, textHeight, textWidth } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, PAGE, scoreColors } from './pdf-theme'

// A connection's heading (name, relationship, dates, the rhythm score) and its
// summary: the figure cards and the four insights.

const X = PAGE.margin
const GAP = 10

const RELATIONSHIPS: Record<RelationshipType, MessageId> = {
  Family: 'pdf.relationship.family',
  Friend: 'pdf.relationship.friend',
  'Romantic Partner': 'pdf.relationship.romanticPartner',
  Colleague: 'pdf.relationship.colleague',
  Acquaintance: 'pdf.relationship.acquaintance',
  Other: 'pdf.relationship.other',
}

/** docs/product.md §9 patterns, as the engine writes them in English, → their messages. */
const PATTERN_MESSAGES: Record<string, MessageId> = {
  [PATTERNS.highFrequency]: 'pdf.pattern.highFrequency',
  [PATTERNS.veryActive]: 'pdf.pattern.veryActive',
  [PATTERNS.regular]: 'pdf.pattern.regular',
  [PATTERNS.occasional]: 'pdf.pattern.occasional',
}

export function drawConnectionHeading(cursor: Cursor, item: ExportItem): void {
  ensureSpace(cursor, 90)
  const { doc, words } = cursor
  const { analysis, connection } = item
  const top = cursor.y
  const badgeWidth = 118
  const nameWidth = CONTENT_WIDTH - badgeWidth - 16
  text(doc, connection.name, X, top + 4, { weight: 700, size: 22, width: nameWidth, oneLine: true })
  const kind = words.t(
    connection.relationshipType
      ? RELATIONSHIPS[connection.relationshipType]
      : 'pdf.heading.connection',
  )
  const dates = `${words.date(analysis.dateRangeStart)} – ${words.date(analysis.dateRangeEnd)}`
  text(doc, `${kind}  ·  ${dates}`, X, top + 36, {
    size: 10.5,
    color: COLORS.mutedForeground,
    width: nameWidth,
  })
  const { strong, soft } = scoreColors(analysis.rhythmScore)
  const badgeX = X + CONTENT_WIDTH - badgeWidth
  box(doc, badgeX, top, badgeWidth, 70, soft, 12)
  // '87/100' reads left to right in either direction: right to left, '/100' comes first from
  // the start of the line so that the mirrored page puts it right of the score.
  const score = String(analysis.rhythmScore)
  const scoreWidth = textWidth(doc, score, 700, 36)
  const outOf = '/100'
  const outOfWidth = textWidth(doc, outOf, 400, 10)
  const [scoreX, outOfX] = isRightToLeft(doc)
    ? [badgeX + 18 + outOfWidth, badgeX + 16]
    : [badgeX + 16, badgeX + 18 + scoreWidth]
  text(doc, score, scoreX, top + 8, { weight: 700, size: 36, color: strong })
  text(doc, outOf, outOfX, top + 30, { size: 10, color: strong, leftToRight: true })
  text(doc, words.t('pdf.heading.score'), badgeX + 16, top + 52, {
    weight: 600,
    size: 7.5,
    color: strong,
  })
  cursor.y = top + 92
}

function card(cursor: Cursor, x: number, width: number, label: string, value: string): void {
  const { doc, words } = cursor
  outlinedBox(doc, x, cursor.y, width, 56)
  text(doc, words.upper(label), x + 12, cursor.y + 11, {
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
  const { words } = cursor
  const { analysis: a } = item
  const third = (CONTENT_WIDTH - 2 * GAP) / 3
  ensureSpace(cursor, 2 * 56 + GAP)
  const total = words.number(a.totalMessages)
  card(cursor, X, third, words.t('pdf.summary.totalMessages'), total)
  const conversations = words.number(a.analysisData.conversationsDetected)
  card(cursor, X + third + GAP, third, words.t('pdf.summary.conversations'), conversations)
  const youStart = words.percent(a.initiationRate)
  card(cursor, X + 2 * (third + GAP), third, words.t('pdf.summary.youStart'), youStart)
  cursor.y += 56 + GAP
  // The engine stores the average and the pattern as English text ('36.1 minutes'); other
  // languages write the same duration again from the minutes it stands for, and the pattern's
  // message. A text that is neither stays as the engine wrote it.
  const minutes = parseDurationText(a.avgResponseTime)
  const average =
    words.locale === 'en' || !Number.isFinite(minutes) ? a.avgResponseTime : words.duration(minutes)
  card(cursor, X, third, words.t('pdf.summary.averageResponse'), average)
  const patternId = PATTERN_MESSAGES[a.communicationPattern]
  const pattern = patternId ? words.t(patternId) : a.communicationPattern
  card(cursor, X + third + GAP, 2 * third + GAP, words.t('pdf.summary.pattern'), pattern)
  cursor.y += 56 + 16
}

function drawInsights(cursor: Cursor, item: ExportItem): void {
  const { doc, words } = cursor
  // Written from the stored numbers in the report's language, as the page writes them.
  const written = insightTexts(item.analysis, words.t, words.locale)
  const insights: [string, string][] = [
    [words.t('pdf.summary.balance'), written.balanceInsight],
    [words.t('pdf.summary.responseStyle'), written.responseInsight],
    [words.t('pdf.summary.health'), written.healthInsight],
    [words.t('pdf.summary.patternInsight'), written.patternInsight],
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
  sectionTitle(cursor, cursor.words.t('pdf.summary.title'), 56)
  drawCards(cursor, item)
  drawInsights(cursor, item)
}
