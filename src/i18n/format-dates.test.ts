import { describe, expect, it } from 'vitest'
import {
  formatMonthRange,
  formatShortMonth,
  formatWallClockDate,
  formatWallClockMonth,
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
