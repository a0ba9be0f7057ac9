import { randomUUID } from 'node:crypto'
import { and, eq, gt, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { billingTestCheckouts, billingTestSubscriptions, userSubscriptions } from '../db/schema'
import type { BillingProvider, SubscriptionSnapshot } from './billing-provider'

// Same window as Stripe's idempotency key: a second tab or double click gets the same page.
const REUSE_OPEN_CHECKOUT_MS = 10 * 60_000

export interface TestProvider extends BillingProvider {
  kind: 'test'
}

/** The local, no-keys payment provider: its own labelled checkout and portal pages, no real charge. */
export function createTestProvider(db: Db, publicUrl: string): TestProvider {
  return {
    kind: 'test',
    async createCustomer() {
      return `test_cus_${randomUUID()}`
    },
    async createCheckout({ userId, tier, customerId }) {
      const since = new Date(Date.now() - REUSE_OPEN_CHECKOUT_MS)
      const id = await db.transaction(async (tx) => {
        // The user's row, locked: two checkouts asked for at once are made one after the other.
        await tx
          .select({ userId: userSubscriptions.userId })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.userId, userId))
          .for('update')
        const [open] = await tx
          .select({ id: billingTestCheckouts.id })
          .from(billingTestCheckouts)
          .where(
            and(
              eq(billingTestCheckouts.userId, userId),
              eq(billingTestCheckouts.tier, tier),
              eq(billingTestCheckouts.status, 'open'),
              gt(billingTestCheckouts.createdAt, since),
            ),
          )
          .limit(1)
        const kept = open?.id ?? `test_cs_${randomUUID()}`
        // One open checkout per user: every other one closes, so two can never both be paid.
        await tx
          .update(billingTestCheckouts)
          .set({ status: 'expired' })
          .where(
            and(
              eq(billingTestCheckouts.userId, userId),
              eq(billingTestCheckouts.status, 'open'),
              ne(billingTestCheckouts.id, kept),
            ),
          )
        if (!open)
          await tx.insert(billingTestCheckouts).values({ id: kept, userId, customerId, tier })
        return kept
      })
      return `${publicUrl}/billing/test-checkout/${id}`
    },
    async createPortal() {
      // The portal page reads the signed-in user's own subscription; the address carries nothing.
      return `${publicUrl}/billing/test-portal`
    },
    async currentSubscription(customerId) {
      return readTestSubscription(db, eq(billingTestSubscriptions.customerId, customerId))
    },
    async cancelSubscription(subscriptionId) {
      await db
        .update(billingTestSubscriptions)
        .set({ status: 'cancelled' })
        .where(eq(billingTestSubscriptions.id, subscriptionId))
    },
  }
}

export async function readTestSubscription(
  db: Db,
  where: ReturnType<typeof eq>,
): Promise<SubscriptionSnapshot | null> {
  const [row] = await db.select().from(billingTestSubscriptions).where(where).limit(1)
  if (!row) return null
  return {
    subscriptionId: row.id,
    customerId: row.customerId,
    tier: row.tier,
    status: row.status,
    periodEnd: row.currentPeriodEnd,
  }
}
