import { describe, expect, it } from 'vitest'
import {
  civilFromDays,
  daysFromCivil,
  formatDay,
  formatMonthIndex,
  formatWallClock,
  parseWallClock,
  weekdayOfDay,
} from './calendar'

describe('wall-clock calendar', () => {
  it('counts days from 2000-01-01 and back, across every day of 2000-2099', () => {
    expect(daysFromCivil(2000, 1, 1)).toBe(0)
    expect(daysFromCivil(2000, 3, 1)).toBe(60) // 2000 is a leap year
    expect(daysFromCivil(2100, 1, 1)).toBe(36525)
    let mismatches = 0
    for (let d = 0; d < 36525; d++) {
      const { year, month, day } = civilFromDays(d)
      if (daysFromCivil(year, month, day) !== d) mismatches++
    }
    expect(mismatches).toBe(0)
  })

  it('knows the weekday, Monday first', () => {
    expect(weekdayOfDay(daysFromCivil(2000, 1, 1))).toBe(5) // Saturday
    expect(weekdayOfDay(daysFromCivil(2024, 3, 4))).toBe(0) // Monday
    expect(weekdayOfDay(daysFromCivil(2024, 3, 10))).toBe(6) // Sunday
  })

  it('formats and reads YYYY-MM-DDTHH:mm', () => {
    const minute = parseWallClock('2024-02-29T23:59')
    expect(formatWallClock(minute)).toBe('2024-02-29T23:59')
    expect(formatWallClock(minute + 1)).toBe('2024-03-01T00:00')
    expect(parseWallClock('2024-03-01')).toBe(parseWallClock('2024-03-01T00:00'))
    expect(formatDay(daysFromCivil(2031, 12, 31))).toBe('2031-12-31')
    expect(formatMonthIndex((2024 - 2000) * 12 + 2)).toBe('Mar 2024')
  })

  it('rejects what is not a calendar date-time', () => {
    for (const bad of ['2023-02-29T10:00', '2024-13-01', '2024-01-01T24:00', '2024-1-1', 'soon']) {
      expect(() => parseWallClock(bad)).toThrow(RangeError)
    }
  })
})
