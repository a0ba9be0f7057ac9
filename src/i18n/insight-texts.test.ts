import { setupI18n } from '@lingui/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { analyzeDemo, DEMO_MESSAGES, type DemoMessage } from '#src/analysis/demo'
import { buildInsights, insightInputOf } from '#src/analysis/insights'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { viewAs } from '#src/analysis/view-as'
import { demoTexts, healthInsightText, insightTexts, patternInsightText } from './insight-texts'
import type { MessageId, MessageValues } from './messages'
import { serverMessages } from './read-catalogs'

const i18n = setupI18n({ locale: 'en', messages: { en: serverMessages('en') } })
const english = (id: MessageId, values?: MessageValues) => i18n._(id, values)

describe('insight sentences from the numbers', () => {
  it('read exactly as the engine writes them in English, whatever the numbers', () => {
    fc.assert(
      fc.property(
        fc.record({
          yourMessages: fc.integer({ min: 0, max: 5000 }),
          theirMessages: fc.integer({ min: 0, max: 5000 }),
          averageResponseMinutes: fc.option(fc.double({ min: 0, max: 20_000, noNaN: true }), {
            nil: null,
          }),
          rhythmScore: fc.integer({ min: 0, max: 100 }),
          totalMessages: fc.integer({ min: 0, max: 20_000 }),
          initiationRate: fc.integer({ min: 0, max: 100 }),
        }),
        (input) => {
          const result = resultFrom(input)
          const written = insightTexts(result, english, 'en')
          expect(written).toEqual(buildInsights(insightInputOf(result)))
          // The sentences the first figures show, each alone, read as among the four.
          expect(healthInsightText(result, english)).toBe(written.healthInsight)
          expect(patternInsightText(result, english, 'en')).toBe(written.patternInsight)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('follow the side the chat is viewed from', () => {
    const analysis = analyzeChat(generateChat({ days: 40, seed: 7, user1InitiationShare: 0.8 }))
    for (const side of ['user1', 'user2'] as const) {
      const viewed = viewAs(analysis, side)
      const { balanceInsight, responseInsight, healthInsight, patternInsight } = viewed
      expect(insightTexts(viewed, english, 'en')).toEqual({
        balanceInsight,
        responseInsight,
        healthInsight,
        patternInsight,
      })
    }
  })
  it("write the first figures' sentences alone as among the four, in German too", () => {
    const german = setupI18n({ locale: 'de', messages: { de: serverMessages('de') } })
    const t = (id: MessageId, values?: MessageValues) => german._(id, values)
    const analysis = analyzeChat(generateChat({ days: 40, seed: 3, user1InitiationShare: 0.7 }))
    const written = insightTexts(analysis, t, 'de')
    expect(patternInsightText(analysis, t, 'de')).toBe(written.patternInsight)
    expect(written.patternInsight).toMatch(/\d\s%/)
    expect(healthInsightText(analysis, t)).toBe(written.healthInsight)
  })
})

describe('the landing demo in the reader’s language', () => {
  const at = (sender: string, timestamp: string): DemoMessage => ({
    sender,
    content: '…',
    time: '',
    timestamp,
  })
  // The sample, and chats whose replies are prompt or thoughtful and where one side drives.
  const chats: DemoMessage[][] = [
    [...DEMO_MESSAGES],
    [at('Alex', '2024-03-11T10:00'), at('You', '2024-03-11T10:45'), at('You', '2024-03-11T10:46')],
    [at('Alex', '2024-03-11T10:00'), at('You', '2024-03-11T13:00'), at('Alex', '2024-03-12T09:00')],
    [at('You', '2024-03-11T10:00'), at('You', '2024-03-11T10:01'), at('You', '2024-03-11T10:02')],
  ]

  it('reads in English exactly as the engine writes it', () => {
    for (const chat of chats) {
      const result = analyzeDemo(chat)
      const { avgResponse, theirAvgResponse, balanceInsight, responseInsight } = result
      const { healthInsight, patternInsight } = result
      expect(demoTexts(result, english, 'en')).toEqual({
        avgResponse,
        theirAvgResponse,
        balanceInsight,
        responseInsight,
        healthInsight,
        patternInsight,
      })
    }
  })

  it('reads in German from the German catalogs, with German figures', () => {
    const german = setupI18n({ locale: 'de', messages: { de: serverMessages('de') } })
    const texts = demoTexts(analyzeDemo(DEMO_MESSAGES), (id, values) => german._(id, values), 'de')
    expect(texts.avgResponse).toBe('12 Minuten')
    expect(texts.theirAvgResponse).toBe('2,2 Stunden')
    expect(texts.responseInsight).toMatch(
      /^Du antwortest sehr schnell, im Schnitt nach etwa 12 Minuten/,
    )
    expect(texts.patternInsight).toMatch(/eröffnest 67\s%/)
    expect(Object.values(texts).join(' ')).not.toMatch(/\b(you|the|and|minutes|hours)\b/i)
  })
})

/** A result holding just the numbers the sentences are made from. */
function resultFrom(input: {
  yourMessages: number
  theirMessages: number
  averageResponseMinutes: number | null
  rhythmScore: number
  totalMessages: number
  initiationRate: number
}) {
  const analysis = analyzeChat(generateChat({ days: 3, seed: 1 }))
  return {
    ...analysis,
    rhythmScore: input.rhythmScore,
    totalMessages: input.totalMessages,
    initiationRate: input.initiationRate,
    analysisData: {
      ...analysis.analysisData,
      user1Messages: input.yourMessages,
      user2Messages: input.theirMessages,
      responseTimeStats: {
        ...analysis.analysisData.responseTimeStats,
        averageMinutes: input.averageResponseMinutes ?? 0,
        totalResponses: input.averageResponseMinutes === null ? 0 : 10,
      },
    },
  }
}
