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

/** Whole seconds from `now` until `endsAt`, the end of a window (at least 1). */
export const secondsUntil = (endsAt: number, now: number) =>
  Math.max(1, Math.ceil((endsAt - now) / 1000))

/** A hit's outcome: allowed, or refused with the seconds left in the window that refused it. */
export type RateLimitHit = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts a hit for `subject` under `rule` in a fixed window that starts at the first hit. The
 * counter lives in the database, so the limit holds across server instances; `lastRequest`
 * keeps the start of the window, so the seconds left are the real ones, whenever asked.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitHit> {
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
  if ((row?.count ?? 1) <= rule.max) return { allowed: true }
  return {
    allowed: false,
    retryAfterSeconds: secondsUntil((row?.lastRequest ?? now) + rule.windowMs, now),
  }
}

/** consumeRateLimit that throws 429 with Retry-After (the seconds left in the window) past the limit. */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string, now = Date.now()) {
  const hit = await consumeRateLimit(db, rule, subject, now)
  if (!hit.allowed) throw tooManyRequests(undefined, hit.retryAfterSeconds)
}

/**
 * At least as long as every window Cadence or better-auth uses (the longest, e-mail changes, is an
 * hour): a purged counter's window has ended. better-auth's counters live here too
 * (auth-rate-rules.ts), so nothing else deletes rows of this table.
 */
export const RATE_LIMIT_ROW_LIFETIME_MS = 60 * 60_000

/** Deletes counters whose window ended long ago; returns how many. Safe to run on every instance. */
export async function purgeExpiredRateLimits(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_LIFETIME_MS))
    .returning({ id: rateLimit.id })
  return deleted.length
}
