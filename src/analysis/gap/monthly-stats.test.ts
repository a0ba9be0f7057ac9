import { describe, expect, it } from 'vitest'
import { analyzeChat } from '../analyze'
import { chatText } from '../testing/chat-lines'
import {
  confidenceScore,
  EMOTIONAL_STATE_COLORS,
  emotionalState,
  isSignificantMonth,
} from './monthly-stats'

describe('emotional state of a month (docs/product.md §4, first matching rule)', () => {
  it.each([
    ['a gap over 5 days', 5.1, 20, 200, 'Distant'],
    ['exactly 5 days and slow replies', 5, 8.1, 200, 'Busy'],
    ['replies over 8 hours', 1, 8.1, 10, 'Busy'],
    ['more than 50 messages, replies under 3 hours', 1, 2.9, 51, 'Close'],
    ['50 messages, quick replies', 1, 1, 50, 'Steady'],
    ['51 messages, replies of 3 hours', 1, 3, 51, 'Steady'],
    ['fewer than 15 messages', 1, 1, 14, 'Reconnecting'],
    ['15 messages', 1, 1, 15, 'Steady'],
  ] as const)('%s is %s', (_, gap, hours, messages, state) => {
    expect(emotionalState(gap, hours, messages)).toBe(state)
  })

  it('colours the states as docs/product.md §4 says', () => {
    expect(EMOTIONAL_STATE_COLORS).toEqual({
      Steady: 'green',
      Close: 'blue',
      Distant: 'red',
      Busy: 'orange',
      Reconnecting: 'purple',
    })
  })

  it('is significant with an anomaly and either Distant or a gap over 5 days', () => {
    expect(isSignificantMonth(1, 'Distant', 0)).toBe(true)
    expect(isSignificantMonth(1, 'Busy', 5.5)).toBe(true)
    expect(isSignificantMonth(1, 'Steady', 5)).toBe(false)
    expect(isSignificantMonth(0, 'Distant', 9)).toBe(false)
  })

  it('grows confidence with the number of messages', () => {
    expect(confidenceScore(0)).toBe(0)
    expect(confidenceScore(20)).toBe(50)
    expect(confidenceScore(180)).toBe(90)
    expect(confidenceScore(100_000)).toBe(99)
  })
})

describe('monthly stats from real timestamps', () => {
  it('measures each month, a long gap counting in every month it touches', () => {
    const result = analyzeChat(
      chatText([
        ['2024-01-30T10:00', 1],
        ['2024-01-30T10:02', 2],
        ['2024-01-30T12:02', 2], // reply after 2 hours, new conversation by User 2
        ['2024-02-06T12:02', 1], // 7 days later
      ]),
    )
    const [january, february] = result.analysisData.monthlyStats
    expect(january).toMatchObject({
      month: 'Jan',
      year: 2024,
      messageCount: 3,
      avgResponseTime: 0, // one 2-minute reply
      initiationBalance: 50,
      maxGapDays: 7,
      emotionalState: 'Distant',
      color: 'red',
      confidenceScore: 13,
    })
    expect(february).toMatchObject({
      month: 'Feb',
      messageCount: 1,
      avgResponseTime: 168,
      maxGapDays: 7,
    })
    expect(january?.description).toMatch(/pause of 7 days/)
  })
})
