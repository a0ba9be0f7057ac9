import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimit } from '../db/schema'
import { ApiError } from '../http/api-error'
import { hitRateLimit, type RateRule } from '../http/rate-limit'

/** Failed sign-ins per account, whatever address they come from (guessing one person's password). */
export const SIGN_IN_FAILURES: RateRule = {
  name: 'sign-in-failures',
  max: 5,
  windowMs: 15 * 60_000,
}

const keyFor = (email: string) => `cadence:${SIGN_IN_FAILURES.name}:${email.toLowerCase()}`

export async function isAccountLocked(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(
      and(
        eq(rateLimit.key, keyFor(email)),
        gt(rateLimit.lastRequest, now - SIGN_IN_FAILURES.windowMs),
      ),
    )
  return (rows[0]?.count ?? 0) >= SIGN_IN_FAILURES.max
}

export async function recordSignInFailure(db: Db, email: string): Promise<void> {
  try {
    await hitRateLimit(db, SIGN_IN_FAILURES, email.toLowerCase())
  } catch (error) {
    // Past the limit the counter still counts; the next attempt is refused by isAccountLocked.
    if (!(error instanceof ApiError)) throw error
  }
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyFor(email)))
}
