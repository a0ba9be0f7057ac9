import type Stripe from 'stripe'
import type { BillingHistoryStatus } from '#src/contract/billing'
import type { PlanTier } from '#src/contract/plans'
import type { InvoiceSnapshot, SubscriptionSnapshot } from './billing-provider'
import { mapStripeStatus } from './subscription-status'

/** Price id → tier, from STRIPE_PRICE_BASE and STRIPE_PRICE_PREMIUM. */
export type PriceTiers = Map<string, PlanTier>

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : value.id
}

export function subscriptionSnapshot(
  subscription: Stripe.Subscription,
  priceTiers: PriceTiers,
): SubscriptionSnapshot {
  const items = subscription.items.data
  const tier = items.map((item) => priceTiers.get(item.price.id)).find((t) => t !== undefined)
  // Since the 2025 API versions the period lives on each item; the latest end is the paid-up date.
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => end > 0)
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : subscription.ended_at
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    // A price Cadence does not know is still a paid plan; base is the safe reading.
    tier: tier ?? 'base',
    status: mapStripeStatus(subscription.status),
    periodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
  }
}

function invoiceStatus(invoice: Stripe.Invoice): BillingHistoryStatus {
  if (invoice.status === 'paid') {
    const refunded =
      invoice.amount_paid > 0 && invoice.post_payment_credit_notes_amount >= invoice.amount_paid
    return refunded ? 'Refunded' : 'Paid'
  }
  if (invoice.status === 'uncollectible' || invoice.status === 'void') return 'Failed'
  if (invoice.status === 'open' && invoice.attempted) return 'Failed'
  return 'Pending'
}

export function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  const line = invoice.lines.data[0]
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    description: invoice.description ?? line?.description ?? 'Cadence subscription',
    status: invoiceStatus(invoice),
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    receiptUrl: invoice.invoice_pdf ?? null,
    createdAt: new Date(invoice.created * 1000),
  }
}

export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}
