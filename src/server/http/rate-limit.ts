import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
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
 * Counts a hit for `subject` under `rule` in a fixed window and throws 429 past the limit.
 * The counter lives in the database, so the limit holds across server instances.
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string, now = Date.now()) {
  const key = `cadence:${rule.name}:${subject}`
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
    .returning({ count: rateLimit.count })
  const count = rows[0]?.count ?? 1
  if (count > rule.max) throw tooManyRequests()
}
