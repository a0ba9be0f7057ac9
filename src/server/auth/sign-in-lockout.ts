import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimit } from '../db/schema'
import { ApiError } from '../http/api-error'
import { hitRateLimit, type RateRule, rateLimitKey, secondsUntil } from '../http/rate-limit'

/**
 * Failed sign-ins per account and client (guessing one person's password from one place).
 * Keyed to both, so a stranger's wrong guesses never lock the owner out from their own device;
 * guesses spread over many addresses are slowed by the per-client limit on sign-in as well.
 */
export const SIGN_IN_FAILURES: RateRule = {
  name: 'sign-in-failures',
  max: 5,
  windowMs: 15 * 60_000,
}

const keyFor = (email: string, client: string) =>
  rateLimitKey(SIGN_IN_FAILURES.name, `${email.toLowerCase()}\n${client}`)

/** Seconds until this client may try this account again; 0 when it may now. */
export async function lockedForSeconds(
  db: Db,
  email: string,
  client: string,
  now = Date.now(),
): Promise<number> {
  const rows = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(
      and(
        eq(rateLimit.key, keyFor(email, client)),
        gt(rateLimit.lastRequest, now - SIGN_IN_FAILURES.windowMs),
      ),
    )
  const row = rows[0]
  if (!row || row.count < SIGN_IN_FAILURES.max) return 0
  return secondsUntil(row.lastRequest + SIGN_IN_FAILURES.windowMs, now)
}

export async function recordSignInFailure(db: Db, email: string, client: string): Promise<void> {
  try {
    await hitRateLimit(db, SIGN_IN_FAILURES, `${email.toLowerCase()}\n${client}`)
  } catch (error) {
    // Past the limit the counter still counts; the next attempt is refused by lockedForSeconds.
    if (!(error instanceof ApiError)) throw error
  }
}

export async function clearSignInFailures(db: Db, email: string, client: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyFor(email, client)))
}
