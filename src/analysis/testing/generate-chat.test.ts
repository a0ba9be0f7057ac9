import { describe, expect, it } from 'vitest'
import { parseWallClock } from '../calendar'
import { parseChat } from '../parse'
import { generateChat, generateChatColumns, LARGE_CHAT_OPTIONS } from './generate-chat'

describe('generateChat', () => {
  it('is deterministic for a seed and writes the content-free format', () => {
    const a = generateChat({ seed: 4, days: 30 })
    expect(generateChat({ seed: 4, days: 30 })).toBe(a)
    expect(generateChat({ seed: 5, days: 30 })).not.toBe(a)
    expect(a.split('\n')[0]).toMatch(/^\d\d\/\d\d\/\d\d, \d\d:\d\d - User [12]$/)
    expect(parseChat(a).length).toBe(a.split('\n').length)
  })

  it('keeps messages in time order and nights quiet', () => {
    const chat = generateChatColumns({ seed: 8, days: 120 })
    let night = 0
    for (let i = 0; i < chat.length; i++) {
      if (i > 0) expect(chat.minutes[i]).toBeGreaterThanOrEqual(chat.minutes[i - 1] ?? 0)
      const hour = Math.floor(((chat.minutes[i] ?? 0) % 1440) / 60)
      if (hour >= 2 && hour < 6) night++
    }
    expect(night / chat.length).toBeLessThan(0.02)
  })

  it('plants a silence: no message inside it', () => {
    const chat = generateChatColumns({
      seed: 2,
      events: [{ type: 'silence', start: '2023-04-03', days: 6 }],
    })
    const from = parseWallClock('2023-04-03')
    const inside = Array.from(chat.minutes).filter((m) => m >= from && m < from + 6 * 1440)
    expect(inside).toEqual([])
  })

  it('makes about 400,000 messages and 10 MB over three years for benchmarks', () => {
    const text = generateChat(LARGE_CHAT_OPTIONS)
    expect(text.length).toBeGreaterThan(9_500_000)
    expect(text.length).toBeLessThan(10_500_000)
    const lines = parseChat(text).length
    expect(lines).toBeGreaterThan(380_000)
    expect(lines).toBeLessThan(420_000)
  })
})
