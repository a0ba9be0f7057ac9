import type { AppLocale } from '#src/i18n/locales'
import { direction } from '#src/i18n/locales'
import { CARD_COLORS as C, cardFont } from '../exports/summary-card-style'
import { dryRun, type Layout, type SlideContext, Writer, wrapLines } from './slide-writer'
import type { SlideVisual, YearSlide } from './year-slide'

// A slide of the year in review as an image to keep or share: the page's words, drawn on a
// canvas in the reader's language and direction, with the Cadence mark in a corner. Figures
// only: never a message, and a name only when the person chose to show it.

export type ImageShape = 'story' | 'square'

export const IMAGE_SIZES: Record<ImageShape, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
}

const LAYOUTS: Record<ImageShape, Layout> = {
  story: { pad: 96, kicker: 42, figure: 170, caption: 56, small: 34, gap: 56 },
  square: { pad: 80, kicker: 32, figure: 112, caption: 38, small: 24, gap: 30 },
}

function drawBars(
  ctx: SlideContext,
  visual: Extract<SlideVisual, { kind: 'bars' }>,
  left: number,
  width: number,
  writer: Writer,
  layout: Layout,
  rtl: boolean,
): void {
  for (const bar of visual.bars) {
    writer.y += layout.small * 1.6
    ctx.font = cardFont(600, layout.small)
    ctx.fillStyle = C.white
    ctx.textAlign = rtl ? 'right' : 'left'
    ctx.fillText(bar.label, rtl ? left + width : left, writer.y)
    ctx.textAlign = rtl ? 'left' : 'right'
    ctx.fillText(bar.figure, rtl ? left : left + width, writer.y)
    writer.y += layout.small * 0.6
    ctx.fillStyle = C.tile
    ctx.fillRect(left, writer.y, width, layout.small * 0.7)
    ctx.fillStyle = C.accent
    const filled = width * Math.min(1, Math.max(0, bar.share))
    ctx.fillRect(rtl ? left + width - filled : left, writer.y, filled, layout.small * 0.7)
    writer.y += layout.small * 0.7
  }
  ctx.textAlign = rtl ? 'right' : 'left'
}

function drawHours(
  ctx: SlideContext,
  visual: Extract<SlideVisual, { kind: 'hours' }>,
  left: number,
  width: number,
  writer: Writer,
  layout: Layout,
  rtl: boolean,
): void {
  const label = layout.small * 3
  const cell = (width - label) / 24
  const gridLeft = rtl ? left : left + label
  writer.y += layout.gap / 2
  visual.weekdays.forEach((weekday, day) => {
    const top = writer.y + day * cell * 1.1
    ctx.font = cardFont(500, layout.small * 0.8)
    ctx.fillStyle = C.whiteMuted
    ctx.fillText(weekday, rtl ? left + width : left, top + cell * 0.8)
    for (let hour = 0; hour < 24; hour++) {
      ctx.globalAlpha = 0.12 + 0.88 * (visual.shares[day * 24 + hour] ?? 0)
      ctx.fillStyle = C.accent
      ctx.fillRect(gridLeft + hour * cell, top, cell - 3, cell - 3)
    }
    ctx.globalAlpha = 1
  })
  writer.y += 7 * cell * 1.1
}

/** The kicker, the figure, the caption and the picture from `top`; returns their height. */
function drawContent(
  ctx: SlideContext,
  slide: YearSlide,
  shape: ImageShape,
  locale: AppLocale,
  top: number,
): number {
  const { width } = IMAGE_SIZES[shape]
  const layout = LAYOUTS[shape]
  const rtl = direction(locale) === 'rtl'
  const inner = width - 2 * layout.pad
  const x = rtl ? width - layout.pad : layout.pad
  ctx.textAlign = rtl ? 'right' : 'left'
  const writer = new Writer(ctx, x, inner, top)
  writer.text(slide.kicker.toLocaleUpperCase(locale), 700, layout.kicker, C.primarySoft, 2)
  writer.y += layout.gap / 2
  writer.figure(slide.figure, layout.figure)
  writer.y += layout.gap / 3
  writer.text(slide.caption, 500, layout.caption, C.white, shape === 'story' ? 5 : 3)
  const visual = slide.visual
  if (visual) {
    writer.y += layout.gap / 2
    if (visual.kind === 'bars') drawBars(ctx, visual, layout.pad, inner, writer, layout, rtl)
    else if (visual.kind === 'hours') drawHours(ctx, visual, layout.pad, inner, writer, layout, rtl)
    else
      for (const item of visual.items.slice(0, shape === 'story' ? 6 : 4))
        writer.text(`• ${item}`, 500, layout.small * 1.2, C.white, 2)
  }
  return writer.y - top
}

export function drawYearSlide(
  ctx: SlideContext,
  slide: YearSlide,
  shape: ImageShape,
  locale: AppLocale,
): void {
  const { width, height } = IMAGE_SIZES[shape]
  const layout = LAYOUTS[shape]
  const rtl = direction(locale) === 'rtl'
  const inner = width - 2 * layout.pad
  const x = rtl ? width - layout.pad : layout.pad
  ctx.direction = rtl ? 'rtl' : 'ltr'
  ctx.textBaseline = 'alphabetic'
  ctx.globalAlpha = 1
  ctx.fillStyle = C.primary
  ctx.fillRect(0, 0, width, height)
  ctx.fillStyle = C.glow
  ctx.beginPath()
  ctx.arc(rtl ? 120 : width - 120, 80, shape === 'story' ? 520 : 380, 0, Math.PI * 2)
  ctx.fill()

  // The mark in the corner.
  ctx.textAlign = rtl ? 'right' : 'left'
  ctx.fillStyle = C.white
  ctx.font = cardFont(800, layout.kicker)
  ctx.fillText('Cadence', x, layout.pad + layout.kicker)

  // How it was counted, at the foot; the slide's words centred in the room above it.
  ctx.font = cardFont(400, layout.small)
  const how = wrapLines(ctx, slide.how, inner).slice(0, 4)
  const note = slide.note ? wrapLines(ctx, slide.note, inner).slice(0, 3) : []
  const footLines = [...note, ...how]
  const footTop = height - layout.pad - footLines.length * layout.small * 1.3
  const markBottom = layout.pad + layout.kicker * 2
  const contentHeight = drawContent(dryRun(ctx), slide, shape, locale, 0)
  const room = footTop - markBottom - layout.gap
  drawContent(ctx, slide, shape, locale, markBottom + Math.max(0, (room - contentHeight) / 2))

  let y = footTop + layout.small * 1.3
  ctx.font = cardFont(400, layout.small)
  ctx.fillStyle = C.whiteMuted
  for (const line of footLines) {
    ctx.fillText(line, x, y)
    y += layout.small * 1.3
  }
}
