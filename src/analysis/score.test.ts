import { describe, expect, it } from 'vitest'
import {
  communicationPattern,
  dailyAverage,
  daySpan,
  initiationRateOf,
  rhythmScore,
  scoreBand,
} from './score'

describe('rhythm score (docs/product.md §9)', () => {
  it('adds a balance part (smaller / larger × 50) and an activity part (messages a day × 5)', () => {
    expect(rhythmScore(50, 100, 4)).toBe(45) // 25 + 20
    expect(rhythmScore(100, 100, 1)).toBe(55) // 50 + 5
  })

  it('caps the activity part at 50 and reaches 100 at most', () => {
    expect(rhythmScore(100, 100, 10)).toBe(100)
    expect(rhythmScore(100, 100, 500)).toBe(100)
    expect(rhythmScore(0, 100, 500)).toBe(50)
  })

  it('rounds the sum', () => {
    expect(rhythmScore(1, 3, 0.1)).toBe(17) // 16.67 + 0.5 = 17.17
    expect(rhythmScore(0, 0, 0)).toBe(0)
  })

  it.each([
    [100, 'green'],
    [85, 'green'],
    [84, 'blue'],
    [70, 'blue'],
    [69, 'amber'],
    [0, 'amber'],
  ] as const)('a score of %s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band)
  })
})

describe('daily average and pattern (docs/product.md §9)', () => {
  it('spans calendar days, first and last included, so never less than 1', () => {
    expect(daySpan(100, 100)).toBe(1)
    expect(daySpan(100, 102)).toBe(3)
    expect(dailyAverage(30, 3)).toBe(10)
    expect(dailyAverage(5, 0)).toBe(5)
  })

  it.each([
    [50.1, 'High-frequency communication'],
    [50, 'Very active chatting'],
    [20.1, 'Very active chatting'],
    [20, 'Regular messaging'],
    [10.1, 'Regular messaging'],
    [10, 'Occasional communication'],
    [0.2, 'Occasional communication'],
  ])('%s messages a day is "%s"', (perDay, pattern) => {
    expect(communicationPattern(perDay)).toBe(pattern)
  })
})

describe('initiation rate (docs/product.md §9)', () => {
  it('is the rounded percent started by User 1, or 50 without conversations', () => {
    expect(initiationRateOf(2, 3)).toBe(67)
    expect(initiationRateOf(1, 8)).toBe(13) // 12.5 rounds up
    expect(initiationRateOf(0, 0)).toBe(50)
  })
})
