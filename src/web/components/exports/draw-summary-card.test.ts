// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { SummaryCard } from '#src/contract/exports'
import { type CardContext, drawSummaryCard } from './draw-summary-card'
import { scoreColor } from './summary-card-style'

/** A 2D context that records what is written, with a rough text width so fitting works. */
function recordingContext(): { ctx: CardContext; texts: { text: string; fill: unknown }[] } {
  const texts: { text: string; fill: unknown }[] = []
  const noop = () => {}
  const ctx = {
    fillStyle: '' as CardContext['fillStyle'],
    strokeStyle: '' as CardContext['strokeStyle'],
    lineWidth: 1,
    lineJoin: 'miter' as CanvasLineJoin,
    font: '10px sans-serif',
    textAlign: 'left' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    fillText(text: string) {
      texts.push({ text, fill: this.fillStyle })
    },
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(this.font)?.[1] ?? 10)
      return { width: text.length * size * 0.55 } as TextMetrics
    },
    fillRect: noop,
    beginPath: noop,
    closePath: noop,
    moveTo: noop,
    lineTo: noop,
    arc: noop,
    arcTo: noop,
    fill: noop,
    stroke: noop,
  } satisfies CardContext
  return { ctx, texts }
}

const card: SummaryCard = {
  name: null,
  dateRangeStart: '2023-01-02T08:15',
  dateRangeEnd: '2024-02-25T22:40',
  rhythmScore: 91,
  communicationPattern: 'Very active chatting',
  totalMessages: 13818,
  initiationRate: 48,
  avgResponseTime: '36.1 minutes',
  monthly: [
    { month: '2023-01', messageCount: 1200 },
    { month: '2023-02', messageCount: 800 },
    { month: '2023-03', messageCount: 1000 },
  ],
}

function drawn(input: SummaryCard) {
  const { ctx, texts } = recordingContext()
  drawSummaryCard(ctx, input)
  return texts
}

describe('the summary card', () => {
  it('shows the figures, the date range and the wordmark', () => {
    const texts = drawn(card).map((t) => t.text)
    expect(texts).toEqual(
      expect.arrayContaining([
        'Cadence',
        '91',
        '13,818',
        '48%',
        '36.1 minutes',
        'Very active chatting',
        'Jan 2023 – Feb 2024',
      ]),
    )
  })

  it('names a range within one month once', () => {
    const texts = drawn({
      ...card,
      dateRangeStart: '2024-03-02T08:15',
      dateRangeEnd: '2024-03-25T22:40',
    }).map((t) => t.text)
    expect(texts).toContain('Mar 2024')
    expect(texts.some((text) => text.includes('–'))).toBe(false)
  })

  it('leaves the name out unless the user chose to show it', () => {
    expect(drawn(card).some((t) => t.text.includes('Alex'))).toBe(false)
    expect(drawn({ ...card, name: 'Alex' }).map((t) => t.text)).toContain('Alex')
  })

  it('colours the score by its band', () => {
    const score = (value: number) =>
      drawn({ ...card, rhythmScore: value }).find((t) => t.text === String(value))
    expect(score(91)?.fill).toBe(scoreColor(91))
    expect(scoreColor(91)).not.toBe(scoreColor(75))
    expect(scoreColor(75)).not.toBe(scoreColor(40))
    expect(score(40)?.fill).toBe(scoreColor(40))
  })

  it('fits a very long name on one line', () => {
    const long = 'Alexandra Konstantinopoulou-Wainwright and the whole family'
    const shown = drawn({ ...card, name: long }).find((t) => t.text.startsWith('Alexandra'))
    expect(shown).toBeDefined()
  })
})
