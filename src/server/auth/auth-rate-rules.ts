import type { BetterAuthRateLimitStorage } from 'better-auth'
import type { Db } from '../db/client'
import { consumeRateLimit } from '../http/rate-limit'

/**
 * Per-client limits on better-auth's endpoints (windows in seconds), counted in the database so
 * they hold across instances. Failed sign-ins are also limited per account (sign-in-lockout.ts).
 */
export const authRateRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  // The app reads the session on every page; it changes nothing and needs no limit.
  '/get-session': false,
} as const

/**
 * better-auth's limits counted by Cadence's own counter (http/rate-limit.ts) in the same table.
 * better-auth's database storage deletes, whenever one of its windows restarts, every row older
 * than its longest window (a minute), Cadence's counters included: a 15-minute sign-in lockout
 * or reset limit was gone after a minute. Here rows are only purged once their window has ended
 * (purgeExpiredRateLimits), the key (client address and path) is stored as a digest, and a
 * refusal says how long is left of its fixed window.
 */
export function authRateLimitStorage(db: Db): BetterAuthRateLimitStorage {
  return {
    consume: async (key, rule) => {
      const hit = await consumeRateLimit(
        db,
        { name: 'auth', max: rule.max, windowMs: rule.window * 1000 },
        key,
      )
      return hit.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: hit.retryAfterSeconds }
    },
  }
}
