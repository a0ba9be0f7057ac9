import type { BillingHistoryStatus, PaidTier, SubscriptionStatus } from '#src/contract/billing'
import type { PlanTier } from '#src/contract/plans'

/** A subscription as the payment provider holds it now, already in Cadence's terms. */
export interface SubscriptionSnapshot {
  subscriptionId: string
  customerId: string
  tier: PlanTier
  status: SubscriptionStatus
  /** End of the current billing period (docs/product.md §3). */
  periodEnd: Date | null
}

/** An invoice as the payment provider holds it now (amounts in minor units). */
export interface InvoiceSnapshot {
  id: string
  customerId: string
  description: string
  status: BillingHistoryStatus
  amount: number
  currency: string
  invoiceUrl: string | null
  receiptUrl: string | null
  createdAt: Date
}

export interface CheckoutInput {
  userId: string
  email: string
  tier: PaidTier
  /** The caller's own customer, created on first checkout and stored on their row. */
  customerId: string
}

/**
 * What every payment provider does for Cadence. Stripe when STRIPE_SECRET_KEY is set, the local
 * test provider otherwise; both feed the same applyBillingEvent, so the test provider walks the
 * real path.
 */
export interface BillingProvider {
  kind: 'stripe' | 'test'
  createCustomer(input: { userId: string; email: string }): Promise<string>
  createCheckout(input: CheckoutInput): Promise<string>
  createPortal(customerId: string): Promise<string>
  /** The customer's most relevant subscription now, or null when they have none. */
  currentSubscription(customerId: string): Promise<SubscriptionSnapshot | null>
  /** Ends a subscription now (account deletion); throws when the provider cannot be reached. */
  cancelSubscription(subscriptionId: string): Promise<void>
}
