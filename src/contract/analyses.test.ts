import { describe, expect, expectTypeOf, it } from 'vitest'
import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { AnalysisResult } from '#src/analysis/types'
import { type AnalysisResultBody, AnalysisResultSchema } from './analyses'

const result = analyzeChat(
  generateChat({
    seed: 3,
    days: 400,
    events: [{ type: 'silence', start: '2023-06-01', days: 12 }],
  }),
)

describe('the analysis result schema', () => {
  it('has exactly the shape of the engine result', () => {
    expectTypeOf<AnalysisResultBody>().toEqualTypeOf<AnalysisResult>()
  })

  it('accepts the engine result for a generated year of chat', () => {
    const parsed = AnalysisResultSchema.safeParse(result)
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data).toEqual(result)
  })

  it('reads an analysis saved before the rhythm existed', () => {
    const { rhythm: _, ...old } = result
    expect(AnalysisResultSchema.safeParse(old).success).toBe(true)
  })

  it('refuses a rhythm with a made-up share where there were too few to tell', () => {
    const rhythm = { ...result.rhythm, chapters: { tooFewToTell: true, list: [] } }
    expect(AnalysisResultSchema.safeParse({ ...result, rhythm }).success).toBe(false)
  })

  it('stores ten years of a daily chat well within the body limit', () => {
    const decade = analyzeChat(generateChat({ seed: 4, days: 3653, conversationsPerDay: 5 }))
    expect(decade.rhythm.calendar.days.length).toBeGreaterThan(3500)
    expect(AnalysisResultSchema.safeParse(decade).success).toBe(true)
    // MAX_BODY_BYTES (src/server/app.ts) is 1 MiB.
    expect(JSON.stringify(decade).length).toBeLessThan(256 * 1024)
  })

  it('refuses a result that carries a message list', () => {
    const withMessages = {
      ...result,
      analysisData: {
        ...result.analysisData,
        messages: [{ timestamp: '2023-01-02T09:00', sender: 'User 1', content: 'hello' }],
      },
    }
    expect(AnalysisResultSchema.safeParse(withMessages).success).toBe(false)
  })

  it('refuses a list of conversations where only their count belongs', () => {
    const withConversations = {
      ...result,
      analysisData: { ...result.analysisData, rawConversations: [{ id: 1, messages: [] }] },
    }
    expect(AnalysisResultSchema.safeParse(withConversations).success).toBe(false)
  })

  it('refuses an oversized insight text', () => {
    const padded = { ...result, balanceInsight: 'x'.repeat(5000) }
    expect(AnalysisResultSchema.safeParse(padded).success).toBe(false)
  })

  it('refuses a rhythm score outside 0-100', () => {
    expect(AnalysisResultSchema.safeParse({ ...result, rhythmScore: 140 }).success).toBe(false)
  })
})
