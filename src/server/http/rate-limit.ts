import { createHash, randomUUID } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimit } from '../db/schema'
import { tooManyRequests } from './api-error'

export interface RateRule {
  /** What is limited, e.g. 'waitlist'. */
  name: string
  max: number
  windowMs: number
}

/**
 * The stored key of `subject` under a rule. The subject (an address, an e-mail) is hashed: the
 * key stays short whatever a client sends, and the table holds no e-mail addresses.
 */
export function rateLimitKey(ruleName: string, subject: string): string {
  return `cadence:${ruleName}:${subjectDigest(subject)}`
}

/** The stored form of a subject (an address, an e-mail, a user id): its SHA-256, never itself. */
export function subjectDigest(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url')
}

/** Seconds until a window that started at `windowStart` ends (at least 1). */
export const secondsUntil = (endsAt: number, now: number) =>
  Math.max(1, Math.ceil((endsAt - now) / 1000))

/**
 * Counts a hit for `subject` under `rule` in a fixed window and throws 429 (with Retry-After)
 * past the limit. The counter lives in the database, so the limit holds across server instances.
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string, now = Date.now()) {
  const key = rateLimitKey(rule.name, subject)
  const windowStart = now - rule.windowMs
  const rows = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
  const row = rows[0]
  if ((row?.count ?? 1) > rule.max)
    throw tooManyRequests(undefined, secondsUntil((row?.lastRequest ?? now) + rule.windowMs, now))
}

/** Longer than every window Cadence or better-auth uses (the longest is 15 minutes). */
export const RATE_LIMIT_ROW_LIFETIME_MS = 60 * 60_000

/** Deletes counters whose window ended long ago; returns how many. Safe to run on every instance. */
export async function purgeExpiredRateLimits(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_LIFETIME_MS))
    .returning({ id: rateLimit.id })
  return deleted.length
}
