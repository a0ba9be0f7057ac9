import type Stripe from 'stripe'
import type { BillingEvent } from './apply-billing-event'
import type { StripeProvider } from './stripe-provider'
import {
  idOf,
  invoiceSnapshot,
  invoiceSubscriptionId,
  subscriptionSnapshot,
} from './stripe-snapshots'

export const HANDLED_STRIPE_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
])

/**
 * Turns a verified Stripe event into Cadence's terms. The objects are fetched again from Stripe,
 * so whatever order events arrive in, each one writes the current state, not a past one.
 * Returns null for event types Cadence does not act on.
 */
export async function readStripeEvent(
  provider: StripeProvider,
  event: Stripe.Event,
): Promise<BillingEvent | null> {
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) return null
  const base = { id: event.id, type: event.type }
  const { stripe, priceTiers } = provider
  const subscription = async (id: string | null) =>
    id ? subscriptionSnapshot(await stripe.subscriptions.retrieve(id), priceTiers) : undefined

  if (event.type === 'checkout.session.completed') {
    const session = event.data.object
    const customerId = idOf(session.customer)
    if (!customerId) return null
    const snapshot = await subscription(idOf(session.subscription))
    return { ...base, customerId, ...(snapshot ? { subscription: snapshot } : {}) }
  }
  if (
    event.type === 'customer.subscription.created' ||
    event.type === 'customer.subscription.updated' ||
    event.type === 'customer.subscription.deleted'
  ) {
    const snapshot = await subscription(event.data.object.id)
    if (!snapshot) return null
    return { ...base, customerId: snapshot.customerId, subscription: snapshot }
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const id = event.data.object.id
    if (!id) return null
    const invoice = invoiceSnapshot(await stripe.invoices.retrieve(id))
    const snapshot = await subscription(invoiceSubscriptionId(event.data.object))
    return {
      ...base,
      customerId: invoice.customerId,
      invoice,
      ...(snapshot ? { subscription: snapshot } : {}),
    }
  }
  return null
}
