import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userSubscriptions } from '../db/schema'

/** The user's subscription row, or null when they have none yet. */
export async function getSubscriptionRow(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1)
  return row ?? null
}
