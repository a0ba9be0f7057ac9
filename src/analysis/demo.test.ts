import { describe, expect, it } from 'vitest'
import {
  analyzeDemo,
  DEMO_DEFAULT_RESPONSE_MINUTES,
  DEMO_MESSAGES,
  type DemoMessage,
  formatDemoResponse,
} from './demo'

describe('the landing demo (docs/product.md §9 demo rules)', () => {
  it('shows seven messages across two days', () => {
    expect(DEMO_MESSAGES).toHaveLength(7)
    expect(new Set(DEMO_MESSAGES.map((m) => m.timestamp.slice(0, 10))).size).toBe(2)
    expect(new Set(DEMO_MESSAGES.map((m) => m.sender)).size).toBe(2)
  })

  it('makes the landing claims true: you start 67%, reply in 12 minutes, they reply in 2.2 hours', () => {
    const result = analyzeDemo(DEMO_MESSAGES)
    expect(result.initiationRate).toBe(67)
    expect(result.avgResponse).toBe('12 minutes')
    expect(result.theirAvgResponse).toBe('2.2 hours')
  })

  it('gives the four insights', () => {
    const result = analyzeDemo(DEMO_MESSAGES)
    expect(result.balanceInsight).toMatch(/well balanced/) // 4 : 3
    expect(result.responseInsight).toMatch(/^You reply very quickly, in about 12 minutes/)
    expect(result.healthInsight).toMatch(/developing/)
    expect(result.patternInsight).toMatch(/share the first move: you open 67%/)
  })

  it('counts a conversation start at every change of sender and defaults your response to 12 minutes', () => {
    const only = (sender: string, time: string): DemoMessage => ({
      sender,
      content: '…',
      time,
      timestamp: `2024-03-11T${time}`,
    })
    const result = analyzeDemo([
      only('Alex', '10:00'),
      only('Alex', '10:01'),
      only('You', '11:31'),
      only('Alex', '11:40'),
    ])
    expect(result.initiationRate).toBe(33)
    expect(result.avgResponse).toBe('1.5 hours')
    expect(analyzeDemo([only('Alex', '10:00')]).avgResponse).toBe(
      `${DEMO_DEFAULT_RESPONSE_MINUTES} minutes`,
    )
  })

  it('shows minutes under an hour, hours to one decimal from there', () => {
    expect(formatDemoResponse(59.4)).toBe('59 minutes')
    expect(formatDemoResponse(60)).toBe('1.0 hours')
    expect(formatDemoResponse(132)).toBe('2.2 hours')
  })
})
