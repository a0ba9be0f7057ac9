import { describe, expect, it } from 'vitest'
import {
  formatAgo,
  formatChartMonth,
  formatEngineMonth,
  formatLocalDate,
  formatMonthRange,
  formatUtcDate,
  formatUtcDay,
  formatUtcLongDate,
  formatWallClockDate,
  formatWallClockMonth,
  formatWallClockPaddedDate,
  formatWallClockPaddedRange,
  formatWallClockRange,
  monthNumberOfName,
  wallClockAgo,
} from './format-date'

describe('wall-clock dates (analysis results)', () => {
  it('writes the export wall clock as an en-US short date without shifting the day', () => {
    expect(formatWallClockDate('2024-03-04T23:59')).toBe('Mar 4, 2024')
    expect(formatWallClockDate('2023-12-31T00:00')).toBe('Dec 31, 2023')
  })

  it('leaves a text that is not a date as it is', () => {
    expect(formatWallClockDate('Unknown')).toBe('Unknown')
    expect(formatWallClockDate('2024-13-01')).toBe('2024-13-01')
    expect(formatWallClockMonth('soon')).toBe('soon')
    expect(formatChartMonth('2024-03-01')).toBe('2024-03-01')
  })

  it('joins the first and last day with an en dash', () => {
    expect(formatWallClockRange('2023-01-02T08:00', '2023-06-30T21:15')).toBe(
      'Jan 2, 2023 – Jun 30, 2023',
    )
  })

  it("pads the day on the gap analysis (docs/product.md §2 'MMM dd, yyyy')", () => {
    expect(formatWallClockPaddedRange('2024-04-03T23:30', '2024-04-18T00:10')).toBe(
      'Apr 03, 2024 – Apr 18, 2024',
    )
  })

  it('shows a card range as short month and year, once when both ends share it', () => {
    expect(formatMonthRange('2023-01-02T08:15', '2024-03-30T23:59')).toBe('Jan 2023 – Mar 2024')
    expect(formatMonthRange('2024-05-01T10:00', '2024-05-31T10:00')).toBe('May 2024')
  })

  it('labels chart months short', () => {
    expect(formatChartMonth('2024-03')).toBe("Mar '24")
  })

  it("reads the engine's month names back", () => {
    expect(monthNumberOfName('Jan')).toBe(1)
    expect(monthNumberOfName('Dec')).toBe(12)
    expect(monthNumberOfName('December')).toBe(0)
  })

  it('says how long ago a wall-clock date was, or nothing for a non-date', () => {
    expect(wallClockAgo('2001-01-01T00:00')).toMatch(/years ago$/)
    expect(wallClockAgo('not a date')).toBeNull()
  })
})

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
})

/** Intl's no-break spaces as plain ones, to compare with readable literals. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ')

describe('dates in the reader’s language', () => {
  it('writes English exactly as without a locale', () => {
    for (const locale of ['en', 'en-US', 'en-XA']) {
      expect(formatWallClockRange('2023-01-02T08:00', '2023-06-30T21:15', locale)).toBe(
        'Jan 2, 2023 – Jun 30, 2023',
      )
      expect(formatWallClockPaddedDate('2024-04-03T23:30', locale)).toBe('Apr 03, 2024')
      expect(formatMonthRange('2023-01-02T08:15', '2024-03-30T23:59', locale)).toBe(
        'Jan 2023 – Mar 2024',
      )
      expect(formatChartMonth('2024-03', locale)).toBe("Mar '24")
      expect(formatEngineMonth('Mar 2024', locale)).toBe('Mar 2024')
      expect(formatUtcDate('2026-09-08T00:00:00.000Z', locale)).toBe('Sep 8, 2026')
      expect(formatUtcLongDate('2026-09-08T00:00:00.000Z', locale)).toBe('September 8, 2026')
      expect(formatUtcDay('2026-12-01T00:00:00.000Z', locale)).toBe('Dec 1')
      expect(formatLocalDate(new Date(2031, 2, 15, 12), locale)).toBe('Mar 15, 2031')
      expect(wallClockAgo('2001-01-01T00:00', locale)).toMatch(/years ago$/)
    }
  })

  it('writes other languages through Intl, the wall clock never shifted', () => {
    expect(plain(formatWallClockDate('2024-03-04T23:59', 'de'))).toBe('4. März 2024')
    expect(plain(formatWallClockPaddedDate('2024-04-03T23:30', 'fr'))).toBe('03 avr. 2024')
    expect(plain(formatWallClockRange('2023-01-02T08:00', '2023-06-30T21:15', 'es'))).toBe(
      '2 ene 2023 – 30 jun 2023',
    )
    expect(plain(formatWallClockMonth('2024-03', 'pt-BR'))).toBe('mar. de 2024')
    expect(plain(formatMonthRange('2024-05-01T10:00', '2024-05-31T10:00', 'de'))).toBe('Mai 2024')
    expect(plain(formatChartMonth('2024-03', 'de'))).toBe('März 24')
    expect(plain(formatEngineMonth('Mar 2024', 'fr'))).toBe('mars 2024')
    expect(formatEngineMonth('', 'fr')).toBe('')
    expect(plain(formatUtcLongDate('2026-09-08T00:00:00.000Z', 'de'))).toBe('8. September 2026')
    expect(plain(formatUtcDay('2026-12-01T00:00:00.000Z', 'fr'))).toBe('1 déc.')
    expect(plain(formatLocalDate(new Date(2031, 2, 15, 12), 'de'))).toBe('15. März 2031')
    expect(plain(wallClockAgo('2001-01-01T00:00', 'de'))).toMatch(/^vor \d+ Jahren$/)
    expect(wallClockAgo('not a date', 'de')).toBeNull()
    expect(formatWallClockDate('Unknown', 'ar')).toBe('Unknown')
  })

  it('writes how long ago an instant was: date-fns in English, Intl elsewhere', () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString()
    expect(formatAgo(threeHoursAgo)).toBe('about 3 hours ago')
    expect(formatAgo(threeHoursAgo, 'en-XA')).toBe('about 3 hours ago')
    expect(plain(formatAgo(threeHoursAgo, 'de'))).toBe('vor 3 Stunden')
    expect(plain(formatAgo(new Date(threeHoursAgo), 'fr'))).toBe('il y a 3 heures')
  })
})
