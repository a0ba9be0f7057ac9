// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Subscription } from '#src/contract/billing'
import { queryKeys } from '#src/web/lib/query-keys'
import { PaymentGate } from './payment-gate'

/** The gate with the subscription already known, as after the first fetch. */
function renderGate(subscription: Subscription | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  })
  client.setQueryData(queryKeys.billing.subscription, subscription)
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentGate>
          <p>Add New Connection</p>
        </PaymentGate>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const subscription = (
  tier: Subscription['tier'],
  status: Subscription['status'],
): Subscription => ({
  tier,
  status,
  endDate: null,
  hasCustomer: false,
})

describe('PaymentGate (docs/product.md §4 add-connection gate)', () => {
  it.each([
    ['base', 'pending'],
    ['premium', 'pending'],
  ] as const)('a %s subscription still %s sees Payment Required', (tier, status) => {
    renderGate(subscription(tier, status))
    expect(screen.getByRole('button', { name: 'Complete Payment' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    expect(screen.queryByText('Add New Connection')).toBeNull()
  })

  it.each([
    ['free', 'active'],
    ['free', 'pending'],
    ['base', 'active'],
    ['premium', 'cancelled'],
    ['base', 'trial'],
  ] as const)('a %s subscription that is %s gets the form', (tier, status) => {
    renderGate(subscription(tier, status))
    expect(screen.getByText('Add New Connection')).toBeTruthy()
  })

  it('a user with no subscription row gets the form', () => {
    renderGate(null)
    expect(screen.getByText('Add New Connection')).toBeTruthy()
  })
})
