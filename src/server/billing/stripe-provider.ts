import Stripe from 'stripe'
import type { PaidTier } from '#src/contract/billing'
import { type Config, ConfigError } from '../config'
import type { BillingProvider, CheckoutInput, SubscriptionSnapshot } from './billing-provider'
import { type PriceTiers, subscriptionSnapshot } from './stripe-snapshots'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  prices: Record<PaidTier, string>
  /** Tests only: a local fake of Stripe's API. */
  apiUrl?: string
}

/** Reads the Stripe settings; each missing one is named, never replaced by an empty default. */
export function stripeSettings(config: Config, secretKey: string, apiUrl?: string): StripeSettings {
  const missing = (name: string) =>
    new ConfigError(`Invalid ${name}: required when STRIPE_SECRET_KEY is set`)
  if (!config.STRIPE_WEBHOOK_SECRET) throw missing('STRIPE_WEBHOOK_SECRET')
  if (!config.STRIPE_PRICE_BASE) throw missing('STRIPE_PRICE_BASE')
  if (!config.STRIPE_PRICE_PREMIUM) throw missing('STRIPE_PRICE_PREMIUM')
  return {
    secretKey,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    prices: { base: config.STRIPE_PRICE_BASE, premium: config.STRIPE_PRICE_PREMIUM },
    ...(apiUrl ? { apiUrl } : {}),
  }
}

export function stripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 })
  const url = new URL(settings.apiUrl)
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  })
}

export interface StripeProvider extends BillingProvider {
  kind: 'stripe'
  stripe: Stripe
  settings: StripeSettings
  priceTiers: PriceTiers
}

// Ten-minute buckets: a double click or a second tab reuses the session, a later retry does not.
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000

/**
 * Stripe's checkout, one open session per customer: the open one of the tier asked for is sent
 * again, any other is expired, so two checkouts can never both be paid.
 */
function checkoutCreator(stripe: Stripe, settings: StripeSettings, publicUrl: string) {
  /** The customer's open checkout sessions, newest first. */
  async function openSessions(customerId: string) {
    const list = await stripe.checkout.sessions.list({
      customer: customerId,
      status: 'open',
      limit: 10,
    })
    return [...list.data].sort((a, b) => b.created - a.created || b.id.localeCompare(a.id))
  }
  async function expireAll(sessions: readonly { id: string }[]) {
    for (const { id } of sessions) {
      try {
        await stripe.checkout.sessions.expire(id, undefined, { idempotencyKey: `expire-${id}` })
      } catch (error) {
        // Paid or expired meanwhile (another request of the same user): no longer open either way.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
      }
    }
  }
  return async (input: CheckoutInput) => {
    const open = await openSessions(input.customerId)
    const same = open.find((s) => s.metadata?.tier === input.tier && s.url)
    if (same?.url) {
      await expireAll(open.filter((s) => s.id !== same.id))
      return same.url
    }
    const bucket = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)
    // The sessions open now are part of the key: a double click gets the same session, a
    // click after that session was expired gets a new one rather than Stripe's replay of it.
    const openIds = open.map((s) => s.id).join(',')
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: settings.prices[input.tier], quantity: 1 }],
        metadata: { userId: input.userId, tier: input.tier },
        subscription_data: { metadata: { userId: input.userId } },
        // Access is granted by the webhook, never by landing on this address.
        success_url: `${publicUrl}/dashboard?checkout=success`,
        cancel_url: `${publicUrl}/account-settings?checkout=cancelled`,
      },
      { idempotencyKey: `checkout-${input.userId}-${input.tier}-${bucket}-${openIds}` },
    )
    if (!session.url) throw new Error('Stripe returned a checkout session without a url')
    // Two requests at once each made a session: both keep the newest and expire the rest.
    const now = await openSessions(input.customerId)
    const newest = now[0]
    await expireAll(now.filter((s) => s.id !== newest?.id))
    return newest?.url ?? session.url
  }
}

export function createStripeProvider(settings: StripeSettings, publicUrl: string): StripeProvider {
  const stripe = stripeClient(settings)
  const priceTiers: PriceTiers = new Map([
    [settings.prices.base, 'base'],
    [settings.prices.premium, 'premium'],
  ])
  return {
    kind: 'stripe',
    stripe,
    settings,
    priceTiers,
    async createCustomer({ userId, email }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `customer-${userId}` },
      )
      return customer.id
    },
    createCheckout: checkoutCreator(stripe, settings, publicUrl),
    async createPortal(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${publicUrl}/account-settings`,
      })
      return session.url
    },
    async currentSubscription(customerId): Promise<SubscriptionSnapshot | null> {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 10,
      })
      const snapshots = list.data.map((s) => subscriptionSnapshot(s, priceTiers))
      // A live subscription wins over ended ones; among equals, the newest (Stripe lists newest first).
      return snapshots.find((s) => s.status !== 'cancelled') ?? snapshots[0] ?? null
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId, undefined, {
        idempotencyKey: `cancel-${subscriptionId}`,
      })
    },
  }
}
