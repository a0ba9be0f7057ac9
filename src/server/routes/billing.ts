import { Hono } from 'hono'
import {
  type BillingHistoryResponse,
  CheckoutRequestSchema,
  PLAN_ALREADY_ACTIVE,
  type RedirectUrl,
  type SubscriptionResponse,
  type SyncResponse,
} from '#src/contract/billing'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { applySubscription } from '../billing/apply-billing-event'
import { ensureCustomerId } from '../billing/billing-customer'
import { listBillingHistory } from '../billing/billing-history-repository'
import type { SubscriptionSnapshot } from '../billing/billing-provider'
import { getSubscriptionRow } from '../billing/subscriptions-repository'
import { ApiError } from '../http/api-error'
import { hitRateLimit } from '../http/rate-limit'
import { readBody } from '../http/read-body'
import { billingWebhookRoutes } from './billing-webhook'

export const CHECKOUT_RATE_RULE = { name: 'billing-checkout', max: 20, windowMs: 10 * 60_000 }

/** A paid plan the user has now; pending (first payment not made) and cancelled are none. */
const isPaidPlan = (plan: Pick<SubscriptionSnapshot, 'tier' | 'status'> | null) =>
  plan !== null && plan.tier !== 'free' && (plan.status === 'active' || plan.status === 'trial')

const planActive = () => new ApiError(409, 'plan_active', PLAN_ALREADY_ACTIVE)

/** docs/product.md §7 function calls: every one answers for the signed-in user only. */
export function billingRoutes(deps: AppDeps) {
  const { db } = deps.database
  const { billing } = deps
  return new Hono()
    .route('/webhook', billingWebhookRoutes(deps))
    .get('/subscription', async (c) => {
      const user = await requireUser(c, deps)
      const row = await getSubscriptionRow(db, user.id)
      const body: SubscriptionResponse = {
        subscription: row && {
          tier: row.subscriptionTier,
          status: row.subscriptionStatus,
          endDate: row.subscriptionEndDate?.toISOString() ?? null,
          hasCustomer: row.stripeCustomerId !== null,
        },
      }
      return c.json(body)
    })
    .post('/checkout-session', async (c) => {
      const user = await requireUser(c, deps)
      await hitRateLimit(db, CHECKOUT_RATE_RULE, user.id)
      const { tier } = await readBody(c, CheckoutRequestSchema)
      // One subscription at a time: while a paid plan is active, a change of plan goes through
      // the portal. Cadence's row first, then the provider, whose payment may be ahead of its
      // webhook.
      const row = await getSubscriptionRow(db, user.id)
      if (row && isPaidPlan({ tier: row.subscriptionTier, status: row.subscriptionStatus }))
        throw planActive()
      const customerId = await ensureCustomerId(db, billing, user)
      if (isPaidPlan(await billing.currentSubscription(customerId))) throw planActive()
      const url = await billing.createCheckout({
        userId: user.id,
        email: user.email,
        tier,
        customerId,
      })
      return c.json({ url } satisfies RedirectUrl)
    })
    .post('/customer-portal', async (c) => {
      const user = await requireUser(c, deps)
      const customerId = await ensureCustomerId(db, billing, user)
      return c.json({ url: await billing.createPortal(customerId) } satisfies RedirectUrl)
    })
    .get('/history', async (c) => {
      const user = await requireUser(c, deps)
      const body: BillingHistoryResponse = { history: await listBillingHistory(db, user.id) }
      return c.json(body)
    })
    .post('/sync', async (c) => {
      const user = await requireUser(c, deps)
      const row = await getSubscriptionRow(db, user.id)
      const none: SyncResponse = {
        synced: false,
        message: 'No subscription found for this account.',
      }
      if (!row?.stripeCustomerId) return c.json(none)
      const snapshot = await billing.currentSubscription(row.stripeCustomerId)
      if (!snapshot) return c.json(none)
      await applySubscription(db, snapshot)
      const synced: SyncResponse = { synced: true, message: 'Subscription synced.' }
      return c.json(synced)
    })
}
