import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userSubscriptions } from '../db/schema'
import type { BillingProvider } from './billing-provider'
import { getSubscriptionRow } from './subscriptions-repository'

/**
 * The caller's own customer at the provider, created on first need and stored on their row.
 * Checkout and portal only ever use this id, so a user can never reach another's billing.
 */
export async function ensureCustomerId(
  db: Db,
  provider: BillingProvider,
  user: { id: string; email: string },
): Promise<string> {
  const row = await getSubscriptionRow(db, user.id)
  if (row?.stripeCustomerId) return row.stripeCustomerId
  // docs/product.md §4: a missing subscription row is created with the default tier, free.
  if (!row) await db.insert(userSubscriptions).values({ userId: user.id }).onConflictDoNothing()
  const customerId = await provider.createCustomer({ userId: user.id, email: user.email })
  const [updated] = await db
    .update(userSubscriptions)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(userSubscriptions.userId, user.id), isNull(userSubscriptions.stripeCustomerId)))
    .returning({ customerId: userSubscriptions.stripeCustomerId })
  if (updated?.customerId) return updated.customerId
  // Two requests raced; the first one's customer is the one kept.
  const again = await getSubscriptionRow(db, user.id)
  if (!again?.stripeCustomerId) throw new Error('The billing customer could not be stored')
  return again.stripeCustomerId
}
