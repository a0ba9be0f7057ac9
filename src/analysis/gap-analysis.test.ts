import { describe, expect, it } from 'vitest'
import { analyzeChat, analyzeParsed } from './analyze'
import { buildGapAnalysis, REASSURANCE } from './gap-analysis'
import { chatText } from './testing/chat-lines'
import { generateChatColumns } from './testing/generate-chat'

const connection = { id: 'c1', name: 'Sam', relationshipType: null }

describe('buildGapAnalysis', () => {
  it('defaults the connection type to Friend and carries the analysis', () => {
    const result = analyzeChat(
      chatText([
        ['2024-03-04T09:00', 1],
        ['2024-03-04T09:05', 2],
      ]),
    )
    const gap = buildGapAnalysis(result, connection)
    expect(gap).toMatchObject({
      connectionId: 'c1',
      connectionName: 'Sam',
      connectionType: 'Friend',
      dateRange: { start: '2024-03-04T09:00', end: '2024-03-04T09:05' },
      anomalies: [],
      reassuranceMessage: REASSURANCE.steady,
    })
    expect(gap.monthlyTimeline).toBe(result.analysisData.monthlyStats)
    expect(
      buildGapAnalysis(result, { ...connection, relationshipType: 'Family' }).connectionType,
    ).toBe('Family')
  })

  it('reassures after a critical silence that was followed by reconnection', () => {
    const result = analyzeParsed(
      generateChatColumns({
        seed: 9,
        days: 300,
        events: [{ type: 'silence', start: '2023-05-10', days: 30 }],
      }),
    )
    const gap = buildGapAnalysis(result, connection)
    expect(gap.summaryStats.criticalEvents).toBe(1)
    expect(gap.summaryStats.longestGapDays).toBeGreaterThanOrEqual(30)
    expect(gap.reassuranceMessage).toBe(REASSURANCE.reconnected)
    const month = gap.monthlyTimeline.find((m) => m.hasSignificantEvent)
    expect(month).toMatchObject({
      month: 'May',
      year: 2023,
      emotionalState: 'Distant',
      anomalyCount: 1,
    })
  })

  it('stays calm when an older analysis has no gap fields', () => {
    const result = analyzeChat(chatText([['2024-03-04T09:00', 1]]))
    const { anomalies, monthlyStats, archetype, summaryStats, ...rest } = result.analysisData
    const old = { ...result, analysisData: rest as typeof result.analysisData }
    const gap = buildGapAnalysis(old, connection)
    expect(gap.anomalies).toEqual([])
    expect(gap.archetype.name).toBe('The Balanced Communicator')
    expect(gap.summaryStats.totalAnomalies).toBe(0)
  })
})
