import { describe, expect, it } from 'vitest'
import {
  analyzeChat,
  analyzeCleanedChat,
  analyzeCleanedChatInSteps,
  analyzeParsed,
} from './analyze'
import { ChatFormatError, parseChat } from './parse'
import { chatText } from './testing/chat-lines'
import { generateChatColumns } from './testing/generate-chat'

// Responses of exactly 5, 6, 60, 61, 240, 241, 1440 and 1441 minutes: every bucket edge.
const EDGES = chatText([
  ['2024-03-04T09:00', 1], // Monday; opens conversation 1 (User 1)
  ['2024-03-04T09:05', 2], // reply after 5 min: immediate
  ['2024-03-04T09:11', 1], // 6 min: under 1 hour
  ['2024-03-04T10:11', 2], // 60 min: under 1 hour; 60 > 30 opens conversation 2 (User 2)
  ['2024-03-04T11:12', 1], // 61 min: under 4 hours; conversation 3 (User 1)
  ['2024-03-04T15:12', 2], // 240 min: under 4 hours; conversation 4 (User 2)
  ['2024-03-04T19:13', 1], // 241 min: under 24 hours; conversation 5 (User 1)
  ['2024-03-05T19:13', 2], // 1440 min: under 24 hours; conversation 6 (User 2)
  ['2024-03-06T19:14', 1], // 1441 min: over 24 hours; conversation 7 (User 1)
  ['2024-03-06T19:14', 1], // same sender: not a response
])

describe('analyzeChat on a hand-computed chat', () => {
  const result = analyzeChat(EDGES)
  const data = result.analysisData

  it('counts messages, conversations and who opened them', () => {
    expect(result.totalMessages).toBe(10)
    expect(data.user1Messages).toBe(6)
    expect(data.user2Messages).toBe(4)
    expect(data.conversationsDetected).toBe(7)
    expect(data.rawConversations).toBe(7)
    expect(data.conversationInitiationsByUser1).toBe(4)
    expect(data.conversationInitiationsByUser2).toBe(3)
    expect(result.initiationRate).toBe(57) // 4 / 7 = 57.1%
    expect(data.averageConversationLength).toBe(1.4)
  })

  it('puts responses in the buckets of docs/product.md §9, edges inclusive', () => {
    expect(data.responseDistribution).toEqual({
      immediate: 12.5,
      under_1_hour: 25,
      under_4_hours: 25,
      under_24_hours: 25,
      over_24_hours: 12.5,
    })
    expect(data.responseRateWithin1Hour).toBe(37.5) // 5, 6 and 60 minutes
  })

  it('computes response statistics overall and per side', () => {
    expect(data.responseTimeStats).toEqual({
      averageMinutes: 436.8,
      medianMinutes: 150.5,
      minMinutes: 5,
      maxMinutes: 1441,
      totalResponses: 8,
    })
    expect(data.responseTimeBySender.user1).toEqual({
      averageMinutes: 437.3,
      medianMinutes: 151,
      minMinutes: 6,
      maxMinutes: 1441,
      totalResponses: 4,
    })
    expect(data.responseTimeBySender.user2.medianMinutes).toBe(150)
    expect(result.avgResponseTime).toBe('7.3 hours')
  })

  it('scores rhythm and pattern from a three-day span', () => {
    // Day span 4-6 March = 3 days; 10 / 3 = 3.33 a day. Balance 4/6 × 50 = 33.3, activity 16.7.
    expect(data.quickStats.averageDaily).toBe(3.3)
    expect(result.rhythmScore).toBe(50)
    expect(result.communicationPattern).toBe('Occasional communication')
  })

  it('fills quick stats, date range and monthly activity', () => {
    expect(data.quickStats).toEqual({
      longestGap: '1 day',
      quickestResponse: '5 minutes',
      mostActiveMonth: 'Mar 2024',
      averageDaily: 3.3,
    })
    expect(result.dateRangeStart).toBe('2024-03-04T09:00')
    expect(result.dateRangeEnd).toBe('2024-03-06T19:14')
    expect(data.monthlyActivity).toEqual([
      { month: '2024-03', messageCount: 10, yourMessages: 6, theirMessages: 4 },
    ])
  })

  it('counts the hour of the week per side, Monday first', () => {
    const { user1, user2 } = data.hourOfWeek
    expect(user1).toHaveLength(7)
    expect(user1[0]).toHaveLength(24)
    expect(user1[0]?.[9]).toBe(2)
    expect(user1[0]?.[11]).toBe(1)
    expect(user1[2]?.[19]).toBe(2) // Wednesday
    expect(user2[0]?.[10]).toBe(1)
    expect(user2[1]?.[19]).toBe(1) // Tuesday
    const total = [...user1, ...user2].flat().reduce((a, b) => a + b, 0)
    expect(total).toBe(10)
  })

  it('carries aggregates only: no message or conversation list', () => {
    expect(JSON.stringify(result).length).toBeLessThan(40_000)
    expect(typeof data.rawConversations).toBe('number')
  })
})

describe('conversation boundary (docs/product.md §9: more than 30 minutes)', () => {
  it('a 30-minute gap continues the conversation, a 31-minute gap starts a new one', () => {
    const thirty = analyzeChat(
      chatText([
        ['2024-03-04T10:00', 1],
        ['2024-03-04T10:30', 2],
      ]),
    )
    expect(thirty.analysisData.conversationsDetected).toBe(1)
    const thirtyOne = analyzeChat(
      chatText([
        ['2024-03-04T10:00', 1],
        ['2024-03-04T10:30', 2],
        ['2024-03-04T11:01', 2],
      ]),
    )
    expect(thirtyOne.analysisData.conversationsDetected).toBe(2)
    expect(thirtyOne.analysisData.conversationInitiationsByUser2).toBe(1)
  })
})

describe('edge cases', () => {
  it('a single message: one conversation, no responses, 1-day span', () => {
    const result = analyzeChat('04/03/24, 10:00 - User 1')
    expect(result.initiationRate).toBe(100)
    expect(result.analysisData.responseTimeStats.totalResponses).toBe(0)
    expect(result.analysisData.responseDistribution.immediate).toBe(0)
    expect(result.analysisData.quickStats.quickestResponse).toBe('No replies yet')
    expect(result.avgResponseTime).toBe('under a minute')
    expect(result.responseInsight).toMatch(/no replies/i)
    expect(result.rhythmScore).toBe(5) // balance 0, activity 1 × 5
  })

  it('keeps silent months in the monthly activity', () => {
    const result = analyzeChat(
      chatText([
        ['2024-01-31T10:00', 1],
        ['2024-03-01T10:00', 2],
      ]),
    )
    expect(result.analysisData.monthlyActivity).toEqual([
      { month: '2024-01', messageCount: 1, yourMessages: 1, theirMessages: 0 },
      { month: '2024-02', messageCount: 0, yourMessages: 0, theirMessages: 0 },
      { month: '2024-03', messageCount: 1, yourMessages: 0, theirMessages: 1 },
    ])
  })

  it('sorts a parsed chat that is not in time order, without changing the input', () => {
    const chat = parseChat(
      chatText([
        ['2024-03-04T10:00', 1],
        ['2024-03-04T10:05', 2],
      ]),
    )
    const reversed = {
      minutes: chat.minutes.slice().reverse(),
      sender: chat.sender.slice().reverse(),
      length: 2,
    }
    expect(analyzeParsed(reversed)).toEqual(analyzeParsed(chat))
    expect(reversed.sender[0]).toBe(1)
  })

  it('refuses an empty parsed chat and text without messages', () => {
    expect(() =>
      analyzeParsed({ minutes: new Float64Array(0), sender: new Uint8Array(0), length: 0 }),
    ).toThrow(ChatFormatError)
    expect(() => analyzeChat('nothing here')).toThrow(ChatFormatError)
  })

  it('reports progress from 0 to 1', () => {
    const seen: number[] = []
    analyzeChat(EDGES, { onProgress: (f) => seen.push(f) })
    expect(seen.at(-1)).toBe(1)
  })
})

describe('the analysis in two steps', () => {
  it('gives the first figures of the whole result at once, and then the whole result', () => {
    for (const [seed, recentOnly] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      const chat = generateChatColumns({ seed, days: 120 + seed * 90 })
      const whole = analyzeCleanedChat(chat, { recentOnly })
      const steps = analyzeCleanedChatInSteps(chat, { recentOnly })
      const { monthlyStats, anomalies, archetype, summaryStats, ...firstData } = whole.analysisData
      const { rhythm, analysisData, ...first } = whole
      expect(steps.figures).toEqual({ ...first, analysisData: firstData })
      // The same figures, keys in the same order: what is saved does not change.
      expect(JSON.stringify(steps.complete())).toBe(JSON.stringify(whole))
    }
  })
})
