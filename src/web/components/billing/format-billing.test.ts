import { describe, expect, it } from 'vitest'
import { formatLocalDate } from '#src/i18n/format-instants'
import { billingPeriod, daysRemaining, formatAmount, statusLabel } from './format-billing'

describe('billing formats (docs/product.md §9)', () => {
  it('shows minor units as en-US currency', () => {
    expect(formatAmount(499, 'usd')).toBe('$4.99')
    expect(formatAmount(999, 'USD')).toBe('$9.99')
    expect(formatAmount(1000, 'eur')).toBe('€10.00')
  })

  it('runs the billing period from one month before the end date', () => {
    const { start, end } = billingPeriod('2031-03-15T12:00:00.000Z')
    expect(formatLocalDate(start)).toBe('Feb 15, 2031')
    expect(formatLocalDate(end)).toBe('Mar 15, 2031')
  })

  it.each([
    // A day the month before lacks becomes its last day, never a day of the end's own month.
    ['2023-03-29T12:00:00.000Z', 'Feb 28, 2023', 'Mar 29, 2023'],
    ['2024-03-30T12:00:00.000Z', 'Feb 29, 2024', 'Mar 30, 2024'],
    ['2024-03-31T12:00:00.000Z', 'Feb 29, 2024', 'Mar 31, 2024'],
    ['2023-03-31T12:00:00.000Z', 'Feb 28, 2023', 'Mar 31, 2023'],
    ['2024-05-31T12:00:00.000Z', 'Apr 30, 2024', 'May 31, 2024'],
    // The leap day itself, and across the turn of a year.
    ['2024-02-29T12:00:00.000Z', 'Jan 29, 2024', 'Feb 29, 2024'],
    ['2024-01-31T12:00:00.000Z', 'Dec 31, 2023', 'Jan 31, 2024'],
  ])('starts a period ending %s on %s', (endDate, start, end) => {
    const period = billingPeriod(endDate)
    expect(formatLocalDate(period.start)).toBe(start)
    expect(formatLocalDate(period.end)).toBe(end)
  })

  it('counts days remaining up to the next whole day and never below zero', () => {
    const now = new Date('2031-03-10T12:00:00.000Z')
    expect(daysRemaining('2031-03-15T12:00:00.000Z', now)).toBe(5)
    expect(daysRemaining('2031-03-15T13:00:00.000Z', now)).toBe(6)
    expect(daysRemaining('2031-03-01T00:00:00.000Z', now)).toBe(0)
  })

  it('labels the four statuses and shows an unknown one as it is', () => {
    expect(['active', 'pending', 'cancelled', 'trial'].map(statusLabel)).toEqual([
      'Active',
      'Pending',
      'Cancelled',
      'Trial',
    ])
    expect(statusLabel('past_due')).toBe('past_due')
  })
})
