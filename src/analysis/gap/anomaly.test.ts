import { describe, expect, it } from 'vitest'
import { analyzeParsed } from '../analyze'
import { parseWallClock } from '../calendar'
import { generateChatColumns } from '../testing/generate-chat'
import type { AnomalyType, Severity } from '../types'
import { viewAs } from '../view-as'
import { anomalyId, buildAnomaly, impactRating, percentChange } from './anomaly'
import { anomalyTexts, silenceTitle } from './anomaly-text'
import type { Detection } from './detection'
import { EXPLANATIONS, FEELINGS, PROMPTS } from './text-variants'

function detection(type: AnomalyType, severity: Severity = 'warning'): Detection {
  return {
    type,
    severity,
    startMinute: parseWallClock('2024-01-08T00:00'),
    endMinute: parseWallClock('2024-01-16T00:00'),
    actor: type === 'silence' || type === 'frequency_drop' ? 'both' : 'them',
    value: type === 'initiation_shift' ? 88 : 8,
    baseline: type === 'initiation_shift' ? 50 : 1.2,
    unit: type === 'silence' ? 'days' : type === 'initiation_shift' ? 'percent' : 'hours',
    strength: 2.5,
    normalizationStats: { mean: 1.2, standardDeviation: 0.4, sampleSize: 300 },
  }
}

describe('anomaly shape (docs/product.md §3)', () => {
  it('computes the percent change as (value − baseline) / baseline × 100, rounded', () => {
    expect(percentChange(8, 1.2)).toBe(567)
    expect(percentChange(1, 4)).toBe(-75)
    expect(percentChange(3, 0)).toBe(0)
  })

  it('titles anomalies by their type', () => {
    expect(buildAnomaly(detection('silence')).title).toBe('8-Day Communication Gap')
    expect(buildAnomaly(detection('response_delay')).title).toBe('Response Time Spike')
    expect(buildAnomaly(detection('initiation_shift')).title).toBe('Initiation Pattern Change')
    expect(buildAnomaly(detection('frequency_drop')).title).toBe('Message Frequency Drop')
    expect(silenceTitle(2.4)).toBe('2-Day Communication Gap')
  })

  it('fills every field of an anomaly (docs/product.md §3)', () => {
    const a = buildAnomaly(detection('silence', 'critical'))
    expect(a).toMatchObject({
      id: `silence-${parseWallClock('2024-01-08T00:00')}`,
      startDate: '2024-01-08T00:00',
      endDate: '2024-01-16T00:00',
      duration: 8,
      month: 1,
      year: 2024,
      icon: 'moon',
      contextNotes: [],
      comparison: {
        value: 8,
        baseline: 1.2,
        percentChange: 567,
        unit: 'days',
        valueLabel: 'Gap Duration',
      },
      normalizationStats: { mean: 1.2, standardDeviation: 0.4, sampleSize: 300 },
    })
    expect(a.likelyFeelings.length).toBeGreaterThan(0)
    expect(a.reflectionPrompt).toMatch(/\?$/)
    expect(a.description).toBe(
      'No messages for 8 days, from Jan 8, 2024 to Jan 16, 2024. Your normal gap is 1.2 days. Unusual for the two of you; the timing alone cannot say why.',
    )
  })

  it('rates impact from 1 to 5, critical from 3', () => {
    expect(impactRating({ ...detection('silence'), strength: 1 })).toBe(1)
    expect(impactRating({ ...detection('silence'), strength: 4 })).toBe(3)
    expect(impactRating({ ...detection('silence', 'critical'), strength: 1.2 })).toBe(3)
    expect(impactRating({ ...detection('silence', 'critical'), strength: 100 })).toBe(5)
  })

  it('keeps ids stable and picks the same text variant for the same id', () => {
    expect(anomalyId('response_delay', 12_634_560.4)).toBe('response_delay-12634560')
    expect(buildAnomaly(detection('response_delay'))).toEqual(
      buildAnomaly(detection('response_delay')),
    )
  })

  it('has several variants for every type and severity', () => {
    for (const type of [
      'silence',
      'response_delay',
      'initiation_shift',
      'frequency_drop',
    ] as const) {
      for (const severity of ['warning', 'critical'] as const) {
        expect(EXPLANATIONS[type][severity].length).toBeGreaterThanOrEqual(3)
        expect(FEELINGS[type][severity].length).toBeGreaterThanOrEqual(3)
      }
      expect(PROMPTS[type].length).toBeGreaterThanOrEqual(3)
    }
  })

  it('speaks from the right side and never blames', () => {
    const theirs = buildAnomaly(detection('initiation_shift'))
    expect(theirs.description).toMatch(/^They started 88% of conversations/)
    const yours = { ...theirs, actor: 'you' as const }
    expect(anomalyTexts(yours).description).toMatch(/^You started 88%/)
    const words = Object.values(EXPLANATIONS).flatMap((bySeverity) =>
      Object.values(bySeverity).flat(),
    )
    for (const text of words) {
      expect(text).not.toMatch(/\b(fault|blame you|should have|ignored|lazy|neglect)/i)
      expect(text).not.toMatch(/\{(?!Who|who|Whose|whose)/)
    }
  })
})

describe('anomalies in an analysis', () => {
  it('ids stay the same when the same chat is analysed again, and survive viewAs', () => {
    const options = {
      seed: 21,
      days: 300,
      events: [{ type: 'silence' as const, start: '2023-06-05', days: 10 }],
    }
    const first = analyzeParsed(generateChatColumns(options)).analysisData.anomalies
    const second = analyzeParsed(generateChatColumns(options)).analysisData.anomalies
    expect(first.map((a) => a.id)).toEqual(second.map((a) => a.id))
    expect(first.length).toBeGreaterThan(0)
    const swapped = viewAs(analyzeParsed(generateChatColumns(options)), 'user2').analysisData
      .anomalies
    expect(swapped.map((a) => a.id)).toEqual(first.map((a) => a.id))
  })
})
