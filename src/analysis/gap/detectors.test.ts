import { describe, expect, it } from 'vitest'
import { analyzeParsed } from '../analyze'
import { parseWallClock } from '../calendar'
import { type GenerateChatOptions, generateChatColumns } from '../testing/generate-chat'
import type { Anomaly, AnomalyType } from '../types'

const STEADY: GenerateChatOptions = {
  seed: 5,
  start: '2023-01-02',
  days: 300,
  conversationsPerDay: 6,
}

function anomalies(options: GenerateChatOptions, type?: AnomalyType): Anomaly[] {
  const all = analyzeParsed(generateChatColumns(options)).analysisData.anomalies
  return type ? all.filter((a) => a.type === type) : all
}

function within(anomaly: Anomaly | undefined, from: string, to: string): boolean {
  if (!anomaly) return false
  return (
    parseWallClock(anomaly.startDate) <= parseWallClock(to) &&
    parseWallClock(anomaly.endDate) >= parseWallClock(from)
  )
}

describe('gap detectors on the pair’s own baseline', () => {
  it('finds nothing in a steady chat: nights and quiet weekends are not gaps', () => {
    expect(anomalies(STEADY)).toEqual([])
  })

  it('calls two silent days a gap for a pair who talk hourly', () => {
    const hourly = { ...STEADY, conversationsPerDay: 16, messagesPerConversation: 6 }
    const found = anomalies(
      { ...hourly, events: [{ type: 'silence', start: '2023-06-12', days: 2 }] },
      'silence',
    )
    expect(found).toHaveLength(1)
    expect(found[0]?.comparison.value).toBeGreaterThanOrEqual(2)
    expect(found[0]?.comparison.baseline).toBeLessThan(0.5)
    expect(found[0]?.title).toMatch(/^[23]-Day Communication Gap$/)
  })

  it('does not call two silent days a gap for a pair who talk every other day', () => {
    const rare = { ...STEADY, conversationsPerDay: 0.6, dailyVariation: 0.6 }
    expect(
      anomalies(
        { ...rare, events: [{ type: 'silence', start: '2023-06-12', days: 2 }] },
        'silence',
      ),
    ).toEqual([])
  })

  it('finds one person’s slower replies and says whose', () => {
    const found = anomalies(
      {
        ...STEADY,
        events: [
          {
            type: 'response_delay',
            start: '2023-05-01',
            days: 21,
            who: 'user1',
            medianMinutes: 200,
          },
        ],
      },
      'response_delay',
    )
    expect(found).toHaveLength(1)
    expect(found[0]?.actor).toBe('you')
    expect(within(found[0], '2023-05-01', '2023-05-22')).toBe(true)
    expect(found[0]?.comparison.unit).toBe('hours')
    expect(found[0]?.comparison.value).toBeGreaterThan(0.3) // hours, from a usual few minutes
    expect(found[0]?.comparison.percentChange).toBeGreaterThan(200)
  })

  it('finds a change in who reaches out first', () => {
    const found = anomalies(
      {
        ...STEADY,
        events: [{ type: 'initiation_shift', start: '2023-07-03', days: 30, user1Share: 0.1 }],
      },
      'initiation_shift',
    )
    expect(found).toHaveLength(1)
    expect(found[0]?.actor).toBe('them')
    expect(found[0]?.comparison.unit).toBe('percent')
    expect(found[0]?.comparison.value).toBeGreaterThan(75)
    expect(within(found[0], '2023-07-03', '2023-08-02')).toBe(true)
  })

  it('finds a drop in how often you talk, without calling its quiet days a silence', () => {
    const all = anomalies({
      ...STEADY,
      events: [{ type: 'frequency_drop', start: '2023-06-05', days: 35, factor: 0.25 }],
    })
    expect(all.map((a) => a.type)).toEqual(['frequency_drop'])
    expect(all[0]?.comparison.value).toBeGreaterThan(2 * (all[0]?.comparison.baseline ?? 0))
    expect(within(all[0], '2023-06-05', '2023-07-10')).toBe(true)
  })

  it('does not report the slow replier as the one starting conversations', () => {
    const all = anomalies({
      ...STEADY,
      conversationsPerDay: 10,
      events: [
        { type: 'response_delay', start: '2023-05-01', days: 28, who: 'user2', medianMinutes: 300 },
      ],
    })
    expect(all.map((a) => a.type)).toEqual(['response_delay'])
  })

  it('a very short chat gives no anomaly and no error', () => {
    expect(anomalies({ ...STEADY, days: 3 })).toEqual([])
  })
})
