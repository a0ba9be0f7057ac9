import { describe, expect, it } from 'vitest'
import { formatAgo, wallClockAgo } from './time-ago'

/** Intl's no-break spaces as plain ones, to compare with readable literals. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('how long ago', () => {
  it('says how long ago a wall-clock date was, or nothing for a non-date', () => {
    expect(wallClockAgo('2001-01-01T00:00')).toMatch(/years ago$/)
    expect(wallClockAgo('not a date')).toBeNull()
  })

  it('writes English exactly as without a locale', () => {
    for (const locale of ['en', 'en-US', 'en-XA']) {
      expect(wallClockAgo('2001-01-01T00:00', locale)).toMatch(/years ago$/)
    }
  })

  it('writes other languages through Intl', () => {
    expect(plain(wallClockAgo('2001-01-01T00:00', 'de'))).toMatch(/^vor \d+ Jahren$/)
    expect(wallClockAgo('not a date', 'de')).toBeNull()
  })

  it('writes how long ago an instant was: date-fns in English, Intl elsewhere', () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString()
    expect(formatAgo(threeHoursAgo)).toBe('about 3 hours ago')
    expect(formatAgo(threeHoursAgo, 'en-XA')).toBe('about 3 hours ago')
    expect(plain(formatAgo(threeHoursAgo, 'de'))).toBe('vor 3 Stunden')
    expect(plain(formatAgo(new Date(threeHoursAgo), 'fr'))).toBe('il y a 3 heures')
  })
})
