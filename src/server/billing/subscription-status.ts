import type { SubscriptionStatus } from '#src/contract/billing'

/**
 * Stripe's subscription statuses in Cadence's four (docs/product.md §3). Why past_due and unpaid land where
 * they do is written down in docs/billing.md.
 */
const STRIPE_STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trial',
  // Stripe is still retrying the card: the user keeps access during the retry window.
  past_due: 'active',
  // Retries are exhausted and Stripe stopped trying: treated as the end of the subscription.
  unpaid: 'cancelled',
  canceled: 'cancelled',
  incomplete: 'pending',
  incomplete_expired: 'cancelled',
  paused: 'cancelled',
}

export function mapStripeStatus(status: string): SubscriptionStatus {
  return STRIPE_STATUS[status] ?? 'pending'
}
