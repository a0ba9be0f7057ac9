import { setupI18n } from '@lingui/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { buildInsights, insightInputOf } from '#src/analysis/insights'
import { generateChat } from '#src/analysis/testing/generate-chat'
import { viewAs } from '#src/analysis/view-as'
import { insightTexts } from './insight-texts'
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
          expect(insightTexts(result, english, 'en')).toEqual(buildInsights(insightInputOf(result)))
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
