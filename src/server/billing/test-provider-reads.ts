import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { billingInvoices, billingTestCheckouts, billingTestSubscriptions } from '../db/schema'
import { readTestSubscription } from './test-provider'

// What the test provider's pages read, each for one user only: another user's id finds
// nothing, exactly like a missing one.

/** The user's test checkout with this id, or null. */
export async function findTestCheckout(db: Db, id: string, userId: string) {
  const [checkout] = await db
    .select()
    .from(billingTestCheckouts)
    .where(and(eq(billingTestCheckouts.id, id), eq(billingTestCheckouts.userId, userId)))
  return checkout ?? null
}

/** The user's invoice with this id, or null. */
export async function findUserInvoice(db: Db, id: string, userId: string) {
  const [invoice] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.id, id), eq(billingInvoices.userId, userId)))
  return invoice ?? null
}

/** The user's test subscription, or null before their first checkout. */
export function readUserTestSubscription(db: Db, userId: string) {
  return readTestSubscription(db, eq(billingTestSubscriptions.userId, userId))
}
