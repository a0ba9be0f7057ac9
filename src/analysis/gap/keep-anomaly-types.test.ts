import { describe, expect, it } from 'vitest'
import { analyzeChat } from '../analyze'
import { generateChat } from '../testing/generate-chat'
import { keepAnomalyTypes } from './keep-anomaly-types'

describe('a gap analysis narrowed to some kinds of anomaly', () => {
  const data = analyzeChat(
    generateChat({
      seed: 7,
      start: '2023-01-02',
      days: 400,
      events: [
        { type: 'silence', start: '2023-05-01', days: 20 },
        { type: 'response_delay', start: '2023-09-01', days: 30, who: 'user2' },
      ],
    }),
  ).analysisData

  it('keeps only the chosen kinds and recounts every total', () => {
    const basic = keepAnomalyTypes(data, ['silence', 'frequency_drop'], {
      personalArchetype: false,
    })
    expect(data.anomalies.some((a) => a.type === 'response_delay')).toBe(true)
    expect(basic.anomalies.every((a) => a.type === 'silence' || a.type === 'frequency_drop')).toBe(
      true,
    )
    expect(basic.summaryStats.totalAnomalies).toBe(basic.anomalies.length)
    const perMonth = basic.monthlyStats.reduce((sum, m) => sum + m.anomalyCount, 0)
    expect(perMonth).toBe(basic.anomalies.length)
  })

  it('keeps everything, archetype included, when every kind is allowed', () => {
    const all = keepAnomalyTypes(
      data,
      ['silence', 'response_delay', 'initiation_shift', 'frequency_drop'],
      { personalArchetype: true },
    )
    expect(all).toBe(data)
  })

  it('with no kinds there is nothing to show and nothing significant', () => {
    const none = keepAnomalyTypes(data, [], { personalArchetype: false })
    expect(none.anomalies).toEqual([])
    expect(none.summaryStats.criticalEvents).toBe(0)
    expect(none.monthlyStats.some((m) => m.hasSignificantEvent)).toBe(false)
  })
})
