import type { SummaryCard } from '#src/contract/exports'
import { formatMonthRange } from '#src/i18n/format-dates'
import { formatCount, formatPercentFigure } from '#src/i18n/format-numbers'
import { CARD_COLORS as C, CARD_SIZE, cardFont, scoreColor } from './summary-card-style'
import { type CardLanguage, duration, englishCard, pattern } from './summary-card-texts'

// The PNG summary card (1200 × 630, a link preview's shape): figures only, never a
// message; the connection's name only when the user chose to show it.

/** The part of a 2D canvas context the card uses: a real one fits, and so does a test fake. */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'arcTo'
  | 'fill'
  | 'stroke'
>

export interface CardSize {
  width: number
  height: number
}

const PAD = 64

function roundRect(ctx: CardContext, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** Writes text on one line, shrinking it down to `minSize`, then cutting it with an ellipsis. */
function fitText(
  ctx: CardContext,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  weight: number,
  size: number,
  minSize: number,
): void {
  let current = size
  ctx.font = cardFont(weight, current)
  while (current > minSize && ctx.measureText(text).width > maxWidth) {
    current -= 2
    ctx.font = cardFont(weight, current)
  }
  let shown = text
  while (shown.length > 1 && ctx.measureText(shown).width > maxWidth)
    shown = `${shown.slice(0, -2)}…`
  ctx.fillText(shown, x, y)
}

function drawScore(ctx: CardContext, card: SummaryCard, top: number, language: CardLanguage): void {
  ctx.fillStyle = C.panel
  roundRect(ctx, PAD, top, 300, 236, 28)
  ctx.fill()
  ctx.textAlign = 'left'
  ctx.fillStyle = C.mutedForeground
  ctx.font = cardFont(600, 18)
  ctx.fillText(language.t('exports.card.rhythmScore'), PAD + 32, top + 50)
  const score = String(Math.round(card.rhythmScore))
  ctx.fillStyle = scoreColor(card.rhythmScore)
  ctx.font = cardFont(800, 120)
  ctx.fillText(score, PAD + 28, top + 170)
  const scoreWidth = ctx.measureText(score).width
  ctx.font = cardFont(600, 28)
  ctx.fillText('/100', PAD + 36 + scoreWidth, top + 170)
  ctx.fillStyle = C.mutedForeground
  ctx.font = cardFont(500, 18)
  ctx.fillText(pattern(card.communicationPattern, language), PAD + 32, top + 208, 236)
}

function drawTiles(
  ctx: CardContext,
  card: SummaryCard,
  left: number,
  top: number,
  width: number,
  language: CardLanguage,
): void {
  const { t, locale } = language
  const tiles: [string, string][] = [
    [t('exports.card.totalMessages'), formatCount(card.totalMessages, locale)],
    [t('exports.card.youStart'), formatPercentFigure(Math.round(card.initiationRate), locale)],
    [t('exports.card.averageResponse'), duration(card.avgResponseTime, language)],
  ]
  const tileWidth = (width - 2 * 20) / 3
  tiles.forEach(([label, value], index) => {
    const x = left + index * (tileWidth + 20)
    ctx.fillStyle = C.tile
    roundRect(ctx, x, top, tileWidth, 112, 20)
    ctx.fill()
    ctx.fillStyle = C.whiteMuted
    ctx.font = cardFont(600, 16)
    ctx.fillText(label, x + 24, top + 40)
    ctx.fillStyle = C.white
    fitText(ctx, value, x + 24, top + 86, tileWidth - 48, 700, 36, 24)
  })
}

function drawSparkline(
  ctx: CardContext,
  card: SummaryCard,
  left: number,
  top: number,
  width: number,
  height: number,
  language: CardLanguage,
): void {
  ctx.fillStyle = C.whiteMuted
  ctx.font = cardFont(600, 16)
  ctx.fillText(language.t('exports.card.messagesPerMonth'), left, top)
  const counts = card.monthly.map((m) => m.messageCount)
  if (counts.length < 2) return
  const max = Math.max(1, ...counts)
  const chartTop = top + 18
  const points = counts.map((count, index): [number, number] => [
    left + (index / (counts.length - 1)) * width,
    chartTop + height - (count / max) * height,
  ])
  ctx.beginPath()
  ctx.moveTo(left, chartTop + height)
  for (const [x, y] of points) ctx.lineTo(x, y)
  ctx.lineTo(left + width, chartTop + height)
  ctx.closePath()
  ctx.fillStyle = C.accentFill
  ctx.fill()
  ctx.beginPath()
  const [first, ...rest] = points
  if (first) ctx.moveTo(first[0], first[1])
  for (const [x, y] of rest) ctx.lineTo(x, y)
  ctx.strokeStyle = C.accent
  ctx.lineWidth = 4
  ctx.lineJoin = 'round'
  ctx.stroke()
}

export function drawSummaryCard(
  ctx: CardContext,
  card: SummaryCard,
  size: CardSize = CARD_SIZE,
  language: CardLanguage = englishCard(),
): void {
  const { width, height } = size
  ctx.fillStyle = C.primary
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = C.glow
  ctx.beginPath()
  ctx.arc(width - 120, 40, 320, 0, Math.PI * 2)
  ctx.fill()
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'
  ctx.fillStyle = C.white
  ctx.font = cardFont(800, 34)
  ctx.fillText('Cadence', PAD, 96)
  ctx.textAlign = 'right'
  ctx.fillStyle = C.primarySoft
  ctx.font = cardFont(500, 24)
  ctx.fillText(
    formatMonthRange(card.dateRangeStart, card.dateRangeEnd, language.locale),
    width - PAD,
    96,
  )
  ctx.textAlign = 'left'
  ctx.fillStyle = C.white
  // Content-free: without a name the card says what it is, never who it is about.
  const title = card.name ?? language.t('exports.card.title')
  fitText(ctx, title, PAD, 196, width - 2 * PAD, 700, 60, 36)
  drawScore(ctx, card, 266, language)
  const left = PAD + 300 + 32
  const right = width - PAD
  drawTiles(ctx, card, left, 266, right - left, language)
  drawSparkline(ctx, card, left, 420, right - left, 64, language)
  ctx.fillStyle = C.whiteMuted
  ctx.font = cardFont(500, 18)
  ctx.fillText(language.t('exports.footer'), PAD, height - 36)
}

/** The card as a PNG, drawn on a canvas of its own. */
export async function summaryCardBlob(
  card: SummaryCard,
  language: CardLanguage = englishCard(),
): Promise<Blob> {
  const { width, height } = CARD_SIZE
  await document.fonts.load(cardFont(700, 60))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error(language.t('exports.card.noCanvas'))
  drawSummaryCard(ctx, card, CARD_SIZE, language)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(language.t('exports.card.failed')))),
      'image/png',
    )
  })
}
