import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { PaidTier } from '#src/contract/billing'
import { PLANS } from '#src/contract/plans'
import type { Db } from '../db/client'
import { billingTestCheckouts, billingTestSubscriptions } from '../db/schema'
import { applyBillingEvent } from './apply-billing-event'
import type { SubscriptionSnapshot } from './billing-provider'
import { readTestSubscription } from './test-provider'

/** docs/product.md §9 prices in minor units. */
export const TEST_PRICES: Record<PaidTier, number> = { base: 499, premium: 999 }

function oneMonthFrom(date: Date): Date {
  const end = new Date(date)
  end.setMonth(end.getMonth() + 1)
  return end
}

const eventId = () => `test_evt_${randomUUID()}`

/**
 * Pays an open test checkout of this user: the test provider's equivalent of Stripe's
 * checkout.session.completed and invoice.paid, fed through the same applyBillingEvent.
 * Returns false when the checkout is not this user's open one, or the user already pays for a
 * plan (a change of plan goes through the portal).
 */
export async function completeTestCheckout(db: Db, checkoutId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: billingTestSubscriptions.id })
      .from(billingTestSubscriptions)
      .where(
        and(
          eq(billingTestSubscriptions.userId, userId),
          inArray(billingTestSubscriptions.status, ['active', 'trial']),
        ),
      )
      .limit(1)
    if (live) return false
    const [checkout] = await tx
      .update(billingTestCheckouts)
      .set({ status: 'complete' })
      .where(
        and(
          eq(billingTestCheckouts.id, checkoutId),
          eq(billingTestCheckouts.userId, userId),
          eq(billingTestCheckouts.status, 'open'),
        ),
      )
      .returning()
    if (!checkout || checkout.tier === 'free') return false
    const now = new Date()
    const values = {
      tier: checkout.tier,
      status: 'active' as const,
      currentPeriodEnd: oneMonthFrom(now),
    }
    const [sub] = await tx
      .insert(billingTestSubscriptions)
      .values({
        id: `test_sub_${randomUUID()}`,
        customerId: checkout.customerId,
        userId,
        ...values,
      })
      .onConflictDoUpdate({ target: billingTestSubscriptions.customerId, set: values })
      .returning()
    if (!sub) return false
    const subscription: SubscriptionSnapshot = {
      subscriptionId: sub.id,
      customerId: sub.customerId,
      tier: sub.tier,
      status: sub.status,
      periodEnd: sub.currentPeriodEnd,
    }
    const { customerId } = checkout
    const invoiceId = `test_in_${randomUUID()}`
    await applyBillingEvent(tx, {
      id: eventId(),
      type: 'checkout.session.completed',
      customerId,
      subscription,
    })
    await applyBillingEvent(tx, {
      id: eventId(),
      type: 'invoice.paid',
      customerId,
      subscription,
      invoice: {
        id: invoiceId,
        customerId,
        description: `Cadence ${PLANS[checkout.tier].name} plan (test mode)`,
        status: 'Paid',
        amount: TEST_PRICES[checkout.tier],
        currency: 'usd',
        // The test provider's own pages, like Stripe's hosted invoice and receipt.
        invoiceUrl: `/billing/test-invoice/${invoiceId}`,
        receiptUrl: `/billing/test-receipt/${invoiceId}`,
        createdAt: now,
      },
    })
    return true
  })
}

/** Changes plan or cancels in the test portal, like customer.subscription.updated / deleted. */
export async function changeTestSubscription(
  db: Db,
  userId: string,
  change: { tier: PaidTier } | { cancel: true },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await readTestSubscription(tx, eq(billingTestSubscriptions.userId, userId))
    if (!current) return false
    const set = 'cancel' in change ? { status: 'cancelled' as const } : { tier: change.tier }
    await tx
      .update(billingTestSubscriptions)
      .set(set)
      .where(eq(billingTestSubscriptions.id, current.subscriptionId))
    const subscription = { ...current, ...set }
    const type =
      'cancel' in change ? 'customer.subscription.deleted' : 'customer.subscription.updated'
    await applyBillingEvent(tx, {
      id: eventId(),
      type,
      customerId: current.customerId,
      subscription,
    })
    return true
  })
}
