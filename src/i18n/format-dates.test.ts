import { describe, expect, it } from 'vitest'
import {
  formatChartMonth,
  formatEngineMonth,
  formatMonthRange,
  formatShortMonth,
  formatWallClockDate,
  formatWallClockMonth,
  formatWallClockPaddedDate,
  formatWallClockPaddedRange,
  formatWallClockRange,
  monthNumberOfName,
  wallClockParts,
} from './format-dates'

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('wall-clock dates and months', () => {
  it('writes English with the engine’s month names, the day never shifted', () => {
    for (const locale of ['en', 'en-US', 'en-XA']) {
      expect(formatWallClockDate('2024-03-04T23:59', locale)).toBe('Mar 4, 2024')
      expect(formatWallClockDate('2024-03-03T10:00:00.000Z', locale)).toBe('Mar 3, 2024')
      expect(formatWallClockMonth('2024-03', locale)).toBe('Mar 2024')
      expect(formatShortMonth(9, locale)).toBe('Sep')
    }
  })

  it('writes other languages through Intl', () => {
    expect(plain(formatWallClockDate('2024-03-04T23:59', 'de'))).toBe('4. März 2024')
    expect(plain(formatWallClockMonth('2024-03', 'pt-BR'))).toBe('mar. de 2024')
    expect(formatShortMonth(3, 'de')).toBe('Mär')
  })

  it('writes a range of one month once', () => {
    expect(formatMonthRange('2024-03-01T08:00', '2024-03-30T22:00')).toBe('Mar 2024')
    expect(formatMonthRange('2024-03', '2024-03', 'en')).toBe('Mar 2024')
    expect(formatMonthRange('2023-01-02T08:15', '2024-03-30T23:59', 'en')).toBe(
      'Jan 2023 – Mar 2024',
    )
    expect(plain(formatMonthRange('2024-05-01T10:00', '2024-05-31T10:00', 'de'))).toBe('Mai 2024')
  })

  it('leaves a text that is not a date as it is', () => {
    expect(wallClockParts('soon')).toBeNull()
    expect(wallClockParts('2024-13-01')).toBeNull()
    expect(formatWallClockDate('Unknown', 'ar')).toBe('Unknown')
    expect(formatWallClockMonth('soon')).toBe('soon')
  })
})

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
})

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
    expect(formatWallClockDate('Unknown', 'ar')).toBe('Unknown')
  })
})
