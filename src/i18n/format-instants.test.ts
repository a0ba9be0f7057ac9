import { describe, expect, it } from 'vitest'
import { formatLocalDate, formatUtcDate, formatUtcDay, formatUtcLongDate } from './format-instants'

/** Intl's no-break spaces as plain ones, to compare with readable literals. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('instants (posts, plans, billing)', () => {
  it('writes posts in UTC, short on cards and long on the article', () => {
    expect(formatUtcDate('2026-09-08T00:00:00.000Z')).toBe('Sep 8, 2026')
    expect(formatUtcDate('2026-11-17T00:00:00.000Z')).toBe('Nov 17, 2026')
    expect(formatUtcLongDate('2026-09-08T00:00:00.000Z')).toBe('September 8, 2026')
  })

  it('writes a plan renewal as its UTC day', () => {
    expect(formatUtcDay('2026-12-01T00:00:00.000Z')).toBe('Dec 1')
  })

  it('writes billing dates in the reader’s zone', () => {
    expect(formatLocalDate(new Date(2031, 2, 15, 12))).toBe('Mar 15, 2031')
  })

  it('writes English exactly as without a locale', () => {
    for (const locale of ['en', 'en-US', 'en-XA']) {
      expect(formatUtcDate('2026-09-08T00:00:00.000Z', locale)).toBe('Sep 8, 2026')
      expect(formatUtcLongDate('2026-09-08T00:00:00.000Z', locale)).toBe('September 8, 2026')
      expect(formatUtcDay('2026-12-01T00:00:00.000Z', locale)).toBe('Dec 1')
      expect(formatLocalDate(new Date(2031, 2, 15, 12), locale)).toBe('Mar 15, 2031')
    }
  })

  it('writes other languages through Intl', () => {
    expect(plain(formatUtcLongDate('2026-09-08T00:00:00.000Z', 'de'))).toBe('8. September 2026')
    expect(plain(formatUtcDay('2026-12-01T00:00:00.000Z', 'fr'))).toBe('1 déc.')
    expect(plain(formatLocalDate(new Date(2031, 2, 15, 12), 'de'))).toBe('15. März 2031')
  })
})
