import { eq, or, sql } from 'drizzle-orm'
import type { BillingProvider } from '../billing/billing-provider'
import { getSubscriptionRow } from '../billing/subscriptions-repository'
import type { Db } from '../db/client'
import { newsletterSubscribers, rateLimit, user, verification, waitlist } from '../db/schema'
import { subjectDigest } from '../http/rate-limit'

/** The payment provider could not be asked or could not cancel: nothing may be deleted. */
export class ProviderUnreachable extends Error {}

/**
 * Cancels the user's live subscription at the payment provider, asking the provider itself
 * (its answer, not our copy, says whether one is live). A user who never had a customer has nothing there.
 */
export async function cancelLiveSubscription(
  db: Db,
  billing: BillingProvider,
  userId: string,
): Promise<'none' | 'cancelled'> {
  const row = await getSubscriptionRow(db, userId)
  if (!row?.stripeCustomerId) return 'none'
  try {
    const live = await billing.currentSubscription(row.stripeCustomerId)
    if (!live || live.status === 'cancelled') return 'none'
    await billing.cancelSubscription(live.subscriptionId)
    return 'cancelled'
  } catch (error) {
    throw new ProviderUnreachable(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Removes every row that belongs to the user, in one transaction: the user row (sessions,
 * accounts, subscription, connections, analyses, notes, usage, invoices and test-provider rows go
 * by cascade), the lists kept by address, pending reset links, and the rate-limit and lockout
 * counters keyed to the user's id or address.
 */
export async function eraseUser(db: Db, who: { id: string; email: string }) {
  const email = who.email.toLowerCase()
  await db.transaction(async (tx) => {
    await tx.delete(user).where(eq(user.id, who.id))
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    await tx.delete(waitlist).where(eq(waitlist.email, email))
    await tx.delete(verification).where(eq(verification.value, who.id))
    // Cadence's counters are keyed `cadence:<rule>:<digest of the subject>`; those whose subject
    // is the user's id or address go. (Sign-in failures are keyed to address and client together
    // and hold no trace of the user without the client; they expire within 15 minutes.)
    const keyedTo = (subject: string) => {
      const ending = `:${subjectDigest(subject)}`
      return sql`${rateLimit.key} like 'cadence:%' and right(${rateLimit.key}, ${ending.length}) = ${ending}`
    }
    await tx.delete(rateLimit).where(or(keyedTo(who.id), keyedTo(email), keyedTo(who.email)))
  })
}
