import { describe, expect, it } from 'vitest'
import { analyzeChat } from './analyze'
import { formatWallClock, parseWallClock } from './calendar'
import { isRecentRange, keepRecentMonths, monthsBefore } from './recent'

const at = (text: string) => parseWallClock(text)

describe('recent analyses: the last six months', () => {
  it('six months before 31 August is 29 February in a leap year, at the same time of day', () => {
    expect(formatWallClock(monthsBefore(at('2024-08-31T13:45'), 6))).toBe('2024-02-29T13:45')
  })

  it('crosses the year back', () => {
    expect(formatWallClock(monthsBefore(at('2025-03-15T08:00'), 6))).toBe('2024-09-15T08:00')
  })

  it('a range of exactly six months is recent, one minute more is not', () => {
    expect(isRecentRange('2024-03-01T10:00', '2024-09-01T10:00')).toBe(true)
    expect(isRecentRange('2024-03-01T09:59', '2024-09-01T10:00')).toBe(false)
  })

  it('a range that is not a calendar date is never recent', () => {
    expect(isRecentRange('2024-13-01T10:00', '2024-09-01T10:00')).toBe(false)
  })

  it('keeps only the messages from six months before the last one on', () => {
    const minutes = ['2023-01-01T10:00', '2024-02-29T12:00', '2024-03-01T12:00', '2024-08-31T12:00']
    const chat = {
      minutes: Float64Array.from(minutes.map(at)),
      sender: Uint8Array.from([0, 1, 0, 1]),
      length: 4,
    }
    const recent = keepRecentMonths(chat)
    expect(Array.from(recent.minutes).map(formatWallClock)).toEqual([
      '2024-02-29T12:00',
      '2024-03-01T12:00',
      '2024-08-31T12:00',
    ])
    expect(Array.from(recent.sender)).toEqual([1, 0, 1])
  })

  it('analyzeChat with recentOnly reads a long chat as its last six months', () => {
    const lines = [
      '01/01/22, 10:00 - User 1',
      '01/01/22, 10:05 - User 2',
      '15/03/24, 09:00 - User 1',
      '15/03/24, 09:10 - User 2',
      '20/08/24, 18:00 - User 1',
      '20/08/24, 18:02 - User 2',
    ].join('\n')
    const whole = analyzeChat(lines)
    const recent = analyzeChat(lines, { recentOnly: true })
    expect(whole.dateRangeStart).toBe('2022-01-01T10:00')
    expect(recent.dateRangeStart).toBe('2024-03-15T09:00')
    expect(recent.totalMessages).toBe(4)
    expect(isRecentRange(recent.dateRangeStart, recent.dateRangeEnd)).toBe(true)
    expect(isRecentRange(whole.dateRangeStart, whole.dateRangeEnd)).toBe(false)
  })
})
