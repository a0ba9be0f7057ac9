import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { account } from '../db/schema'

/** The stored hash of the user's own password (the e-mail-and-password account), if any. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  return credential?.hash ?? null
}
