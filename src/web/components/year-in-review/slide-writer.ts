// Writing on a year slide's canvas (draw-year-slide.ts): the part of a 2D context it uses,
// text wrapped to a width and written down the slide, and a context that only measures.

import { CARD_COLORS as C, cardFont } from '../exports/summary-card-style'

/** The part of a 2D canvas context the image uses: a real one fits, and so does a test fake. */
export type SlideContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'direction'
  | 'globalAlpha'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'arc'
  | 'fill'
>

/** A slide's sizes in pixels: its margin, each text's size and the space between them. */
export interface Layout {
  pad: number
  kicker: number
  figure: number
  caption: number
  small: number
  gap: number
}

/** Splits text into lines no wider than `width` at the current font. */
export function wrapLines(ctx: SlideContext, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line)
      line = word
    } else line = candidate
  }
  if (line) lines.push(line)
  return lines
}

export class Writer {
  y: number
  constructor(
    private readonly ctx: SlideContext,
    private readonly x: number,
    private readonly width: number,
    top: number,
  ) {
    this.y = top
  }

  /** Writes wrapped text at `size`, at most `maxLines` lines; returns the lines written. */
  text(text: string, weight: number, size: number, color: string, maxLines = 6): number {
    this.ctx.font = cardFont(weight, size)
    this.ctx.fillStyle = color
    const lines = wrapLines(this.ctx, text, this.width).slice(0, maxLines)
    for (const line of lines) {
      this.y += size * 1.2
      this.ctx.fillText(line, this.x, this.y)
    }
    return lines.length
  }

  /** The largest size up to `size` at which the text fits on one line. */
  figure(text: string, size: number): void {
    let current = size
    this.ctx.font = cardFont(800, current)
    while (current > size / 3 && this.ctx.measureText(text).width > this.width) {
      current -= 4
      this.ctx.font = cardFont(800, current)
    }
    if (this.ctx.measureText(text).width > this.width) {
      this.text(text, 800, current, C.white, 3)
      return
    }
    this.ctx.fillStyle = C.white
    this.y += current
    this.ctx.fillText(text, this.x, this.y)
  }
}

/** A context that measures like `ctx` and draws nothing: to know a block's height first. */
export function dryRun(ctx: SlideContext): SlideContext {
  const noop = () => {}
  return {
    get font() {
      return ctx.font
    },
    set font(value: string) {
      ctx.font = value
    },
    fillStyle: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    direction: 'ltr',
    globalAlpha: 1,
    fillRect: noop,
    fillText: noop,
    beginPath: noop,
    arc: noop,
    fill: noop,
    measureText: (text: string) => ctx.measureText(text),
  }
}
