// The public sign-ups: the waitlist and the newsletter, keyed by e-mail address.

import type { Db } from '../db/client'
import { newsletterSubscribers, waitlist } from '../db/schema'

/** Adds an address to the waitlist; a second one throws the unique violation (the caller decides). */
export async function addToWaitlist(db: Db, email: string): Promise<void> {
  await db.insert(waitlist).values({ email })
}

/** docs/product.md §5: an address already subscribed is ignored silently. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}
