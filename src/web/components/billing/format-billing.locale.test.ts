import { describe, expect, it } from 'vitest'
import { formatLocalDate } from '#src/i18n/format-instants'
import { formatAmount, statusText } from './format-billing'

describe('billing formats in the reader’s language', () => {
  it('keeps en-US for English and follows the reader otherwise', () => {
    expect(formatAmount(499, 'usd', 'en')).toBe('$4.99')
    expect(formatAmount(499, 'eur', 'de').replace(/\s/g, ' ')).toBe('4,99 €')
    expect(formatLocalDate(new Date(2031, 2, 15), 'en')).toBe('Mar 15, 2031')
    expect(formatLocalDate(new Date(2031, 2, 15), 'fr')).toBe('15 mars 2031')
  })

  it('writes statuses through the catalog, unknown ones as they are', () => {
    const t = (id: string) => `«${id}»`
    expect(statusText('active', t)).toBe('«account.billing.status.active»')
    expect(statusText('past_due', t)).toBe('past_due')
  })
})
