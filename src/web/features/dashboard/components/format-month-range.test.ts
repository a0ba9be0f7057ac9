import { describe, expect, it } from 'vitest'
import { formatMonthRange } from './format-month-range'

describe('the card date range', () => {
  it('shows short month and year at both ends', () => {
    expect(formatMonthRange('2023-01-02T08:15', '2024-03-30T23:59')).toBe('Jan 2023 – Mar 2024')
  })

  it('names one month once', () => {
    expect(formatMonthRange('2024-05-01T10:00', '2024-05-31T10:00')).toBe('May 2024')
  })
})
