import { describe, expect, it } from 'vitest'
import { formatDateRange, formatWallClockDate } from './format-date-range'

describe('formatWallClockDate', () => {
  it('formats the export wall clock as an en-US short date without shifting the day', () => {
    expect(formatWallClockDate('2024-03-04T23:59')).toBe('Mar 4, 2024')
    expect(formatWallClockDate('2023-12-31T00:00')).toBe('Dec 31, 2023')
  })

  it('leaves a text that is not a date as it is', () => {
    expect(formatWallClockDate('Unknown')).toBe('Unknown')
  })
})

describe('formatDateRange', () => {
  it('joins the first and last day with an en dash', () => {
    expect(formatDateRange('2023-01-02T08:00', '2023-06-30T21:15')).toBe(
      'Jan 2, 2023 – Jun 30, 2023',
    )
  })
})
