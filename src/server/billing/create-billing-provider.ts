import type { Config } from '../config'
import type { Db } from '../db/client'
import { createStripeProvider, type StripeProvider, stripeSettings } from './stripe-provider'
import { createTestProvider, type TestProvider } from './test-provider'

/** The provider in use; `kind` tells which, so the webhook route can reach Stripe's own API. */
export type AppBilling = StripeProvider | TestProvider

/** Where tests send the Stripe SDK instead of Stripe: a local fake of its API. Never configured. */
export interface BillingTestHooks {
  stripeApiUrl?: string
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-mode provider (docs/decisions/007-local-payment-provider.md). */
export function createBillingProvider(
  config: Config,
  db: Db,
  hooks: BillingTestHooks = {},
): AppBilling {
  if (config.STRIPE_SECRET_KEY) {
    const settings = stripeSettings(config, config.STRIPE_SECRET_KEY, hooks.stripeApiUrl)
    return createStripeProvider(settings, config.publicUrl)
  }
  return createTestProvider(db, config.publicUrl)
}
