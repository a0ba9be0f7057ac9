// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SummaryCard } from '#src/contract/exports'
import type { MessageId } from '#src/i18n/messages'
import { type CardContext, drawSummaryCard } from './draw-summary-card'

// The German catalog compiled by the catalog plugin, as the browser loads it.
const german = import.meta.glob<Record<string, unknown>>('/src/i18n/catalogs/exports/de.json', {
  import: 'default',
  eager: true,
})

function recordingContext(): { ctx: CardContext; texts: string[] } {
  const texts: string[] = []
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
      texts.push(text.replace(/[\u00a0\u202f]/g, ' '))
    },
    measureText(text: string) {
      return { width: text.length * 5 } as TextMetrics
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
  dateRangeEnd: '2024-03-25T22:40',
  rhythmScore: 91,
  communicationPattern: 'Very active chatting',
  totalMessages: 13818,
  initiationRate: 48,
  avgResponseTime: '36.1 minutes',
  monthly: [
    { month: '2023-01', messageCount: 1200 },
    { month: '2023-02', messageCount: 800 },
  ],
}

const i18n = setupI18n({ locale: 'de', messages: { de: {} } })
beforeAll(() => {
  for (const messages of Object.values(german)) i18n.load('de', messages as never)
  i18n.activate('de')
})

describe('the summary card in the reader’s language', () => {
  it('writes its words, numbers, months and durations in German', () => {
    const { ctx, texts } = recordingContext()
    drawSummaryCard(ctx, card, undefined, {
      t: (id: MessageId, values) => i18n._(id, values),
      locale: 'de',
    })
    expect(texts).toEqual(
      expect.arrayContaining([
        'Cadence',
        'RHYTHMUS-SCORE',
        'Unser Beziehungsrhythmus',
        'Sehr aktives Chatten',
        '13.818',
        '48 %',
        '36,1 Minuten',
        'Jan. 2023 – März 2024',
      ]),
    )
    expect(texts.join(' ')).not.toContain('TOTAL MESSAGES')
  })

  it('says a reply under a minute is under a minute, not 0 minutes', () => {
    const { ctx, texts } = recordingContext()
    drawSummaryCard(ctx, { ...card, avgResponseTime: 'under a minute' }, undefined, {
      t: (id: MessageId, values) => i18n._(id, values),
      locale: 'de',
    })
    expect(texts).toContain('unter einer Minute')
  })
})
