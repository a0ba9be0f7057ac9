import { describe, expect, it } from 'vitest'
import { analyzeChat } from './analyze'
import {
  buildComparison,
  type ComparedAnalysis,
  type CompareInput,
  comparedAnalysis,
  compareStatus,
  STATUS_LABELS,
  sortComparison,
  weeklyChats,
} from './compare'
import { chatText } from './testing/chat-lines'
import type { AnalysisResult } from './types'

const base = analyzeChat(
  chatText([
    ['2024-03-04T09:00', 1],
    ['2024-03-04T09:05', 2],
  ]),
)

/** The comparison's figures of an analysis like `base` with `over` in it. */
function fake(
  over: Partial<AnalysisResult> & { anomalies?: number; months?: number[] } = {},
): ComparedAnalysis {
  const { anomalies = 0, months = [100], ...rest } = over
  return comparedAnalysis({
    ...base,
    ...rest,
    analysisData: {
      ...base.analysisData,
      anomalies: Array.from({ length: anomalies }, () => ({
        ...base.analysisData.anomalies[0],
      })) as AnalysisResult['analysisData']['anomalies'],
      monthlyActivity: months.map((messageCount, i) => ({
        month: `2024-0${i + 1}`,
        messageCount,
        yourMessages: messageCount,
        theirMessages: 0,
      })),
    },
  })
}

const item = (name: string, analysis: ComparedAnalysis | null): CompareInput => ({
  connection: { id: name, name, relationshipType: null },
  analysis,
})

describe('compare status (docs/product.md §4, first matching rule)', () => {
  it.each([
    ['no analysis', 'needs-attention', null],
    ['40% and score 70', 'balanced', fake({ initiationRate: 40, rhythmScore: 70 })],
    ['60% and score 90', 'balanced', fake({ initiationRate: 60, rhythmScore: 90 })],
    ['50% and score 69', 'needs-attention', fake({ initiationRate: 50, rhythmScore: 69 })],
    ['81%', 'one-sided', fake({ initiationRate: 81, rhythmScore: 95 })],
    ['19%', 'one-sided', fake({ initiationRate: 19, rhythmScore: 95 })],
    ['80% and score 70', 'healthy', fake({ initiationRate: 80, rhythmScore: 70 })],
    ['20% and score 69', 'needs-attention', fake({ initiationRate: 20, rhythmScore: 69 })],
  ] as const)('%s is %s', (_, status, analysis) => {
    expect(compareStatus(analysis)).toBe(status)
  })

  it('labels the statuses as docs/product.md §2 shows them', () => {
    expect(Object.values(STATUS_LABELS)).toEqual([
      'Healthy',
      'Balanced',
      'One-Sided',
      'Needs Attention',
    ])
  })
})

describe('comparison metrics (docs/product.md §9)', () => {
  it('weekly chats = monthly total / months × 7/30, one decimal', () => {
    expect(weeklyChats(fake({ months: [300, 0, 150] }))).toBe(35) // 150 a month × 7/30
    expect(weeklyChats(fake({ months: [10, 0] }))).toBe(1.2) // 5 × 7/30 = 1.17
  })

  it('reads the response-time text in its unit', () => {
    const list = buildComparison([
      item('a', fake({ avgResponseTime: '2.2 hours' })),
      item('b', fake({ avgResponseTime: '30 minutes' })),
      item('c', fake({ avgResponseTime: '1.5 days' })),
    ])
    const hours = Object.fromEntries(
      list.items.map((i) => [i.connection.id, i.metrics.averageResponseTimeHours]),
    )
    expect(hours).toEqual({ a: 2.2, b: 0.5, c: 36 })
  })
})

describe('comparison summary and insight priority', () => {
  it('fills the four tiles', () => {
    const { summary } = buildComparison([
      item('a', fake({ initiationRate: 50, rhythmScore: 80 })),
      item('b', fake({ initiationRate: 90, rhythmScore: 80 })),
      item('c', null),
    ])
    expect(summary).toEqual({
      totalConnections: 3,
      needAttention: 1,
      balanced: 1,
      avgYouInitiate: 70,
    })
  })

  it('puts four or more heavy initiators first', () => {
    const heavy = ['a', 'b', 'c', 'd'].map((n) =>
      item(n, fake({ initiationRate: 76, anomalies: 6 })),
    )
    expect(buildComparison(heavy).insightMessage).toMatch(
      /80%\+ of conversations in 4 relationships/,
    )
  })

  it('then three or more needing attention', () => {
    const quiet = ['a', 'b', 'c'].map((n) => item(n, fake({ initiationRate: 50, months: [3] })))
    expect(buildComparison(quiet).insightMessage).toMatch(
      /^3 connections might need some attention/,
    )
  })

  it('then all balanced, then a high average initiation, else nothing', () => {
    expect(
      buildComparison([
        item('a', fake({ initiationRate: 45 })),
        item('b', fake({ initiationRate: 55 })),
      ]).insightMessage,
    ).toMatch(/All your connections are balanced/)
    expect(
      buildComparison([
        item('a', fake({ initiationRate: 72 })),
        item('b', fake({ initiationRate: 75 })),
      ]).insightMessage,
    ).toMatch(/On average you start 74%/)
    expect(buildComparison([item('a', fake({ initiationRate: 65 }))]).insightMessage).toBeNull()
  })
})

describe('sorting', () => {
  const items = buildComparison([
    item('quiet', fake({ initiationRate: 30, rhythmScore: 40, months: [10] })),
    item('none', null),
    item('busy', fake({ initiationRate: 70, rhythmScore: 90, months: [900], anomalies: 2 })),
  ]).items

  it('defaults to initiation, highest first, unanalysed last', () => {
    expect(items.map((i) => i.connection.id)).toEqual(['busy', 'quiet', 'none'])
  })

  it('sorts by every key', () => {
    expect(sortComparison(items, 'health')[0]?.connection.id).toBe('busy')
    expect(sortComparison(items, 'frequency')[0]?.connection.id).toBe('busy')
    expect(sortComparison(items, 'anomalies')[0]?.connection.id).toBe('busy')
    expect(sortComparison(items, 'responseTime').at(-1)?.connection.id).toBe('none')
  })
})
