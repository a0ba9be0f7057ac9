import { describe, expect, it } from 'vitest'
import { formatDuration, parseDurationText } from './duration-text'
import { round1 } from './rounding'

describe('formatDuration (docs/product.md §9: under a minute, minutes, hours under 1440 minutes, days)', () => {
  it.each([
    [0, 'under a minute'],
    [0.5, 'under a minute'],
    [1, '1 minute'],
    [12.5, '12.5 minutes'],
    [59.9, '59.9 minutes'],
    [60, '1 hour'],
    [132, '2.2 hours'],
    [1439, '24 hours'],
    [1440, '1 day'],
    [1872, '1.3 days'],
    [-5, 'under a minute'],
    [Number.NaN, 'under a minute'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text)
  })

  it('reads its own texts back in minutes', () => {
    expect(parseDurationText('12.5 minutes')).toBe(12.5)
    expect(parseDurationText('2.2 hours')).toBeCloseTo(132)
    expect(parseDurationText('1.3 days')).toBeCloseTo(1872)
    expect(parseDurationText('3')).toBe(180)
    expect(parseDurationText('under a minute')).toBe(0)
    expect(parseDurationText('No replies yet')).toBeNaN()
  })

  it('rounds to one decimal', () => {
    expect(round1(436.75)).toBe(436.8)
    expect(round1(57.14)).toBe(57.1)
  })
})
