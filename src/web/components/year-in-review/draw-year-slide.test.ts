import { describe, expect, it } from 'vitest'
import { drawYearSlide } from './draw-year-slide'
import { type SlideContext, wrapLines } from './slide-writer'
import type { YearSlide } from './year-slide'

interface Drawn {
  text: string
  align: CanvasTextAlign
  direction: CanvasDirection
}

function recordingContext(): { ctx: SlideContext; drawn: Drawn[]; rects: number } {
  const drawn: Drawn[] = []
  const counter = { rects: 0 }
  const ctx: SlideContext = {
    fillStyle: '',
    font: '10px sans-serif',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    direction: 'ltr',
    globalAlpha: 1,
    fillText(text: string) {
      drawn.push({ text, align: ctx.textAlign, direction: ctx.direction })
    },
    // 20 px a character at any size: enough to wrap long lines.
    measureText: (text: string) => ({ width: text.length * 20 }) as TextMetrics,
    fillRect: () => {
      counter.rects++
    },
    beginPath: () => {},
    arc: () => {},
    fill: () => {},
  }
  return {
    ctx,
    drawn,
    get rects() {
      return counter.rects
    },
  }
}

const SLIDE: YearSlide = {
  kind: 'messages',
  kicker: 'Messages',
  figure: '8,951',
  caption: 'messages, and 20.9 days you spent in conversation',
  how: 'Time in conversation runs from each conversation’s first message to its last.',
  visual: {
    kind: 'bars',
    bars: [
      { label: 'You', share: 0.51, figure: '51%' },
      { label: 'Them', share: 0.49, figure: '49%' },
    ],
  },
}

describe('a slide drawn as an image', () => {
  it('carries the slide’s words, the mark and its picture', () => {
    const recording = recordingContext()
    drawYearSlide(recording.ctx, SLIDE, 'story', 'en')
    const all = recording.drawn.map((d) => d.text).join(' ')
    for (const part of ['Cadence', 'MESSAGES', '8,951', 'You', '51%', 'Them', '49%'])
      expect(all).toContain(part)
    expect(all.replace(/\s+/g, ' ')).toContain(SLIDE.caption)
    expect(all.replace(/\s+/g, ' ')).toContain(SLIDE.how)
    // Background, and a track and a fill for each bar.
    expect(recording.rects).toBe(1 + 2 * 2)
  })

  it('writes right to left in Arabic, from the right edge', () => {
    const recording = recordingContext()
    drawYearSlide(recording.ctx, { ...SLIDE, visual: undefined }, 'square', 'ar')
    expect(recording.drawn.length).toBeGreaterThan(3)
    for (const d of recording.drawn) {
      expect(d.direction).toBe('rtl')
      expect(d.align).toBe('right')
    }
  })

  it('wraps words into lines no wider than asked', () => {
    const { ctx } = recordingContext()
    const lines = wrapLines(ctx, 'one two three four five six', 200)
    expect(lines).toEqual(['one two', 'three four', 'five six'])
  })
})
