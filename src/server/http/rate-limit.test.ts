import { describe, expect, it } from 'vitest'
import { rateLimit } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { ApiError } from './api-error'
import {
  hitRateLimit,
  purgeExpiredRateLimits,
  RATE_LIMIT_ROW_LIFETIME_MS,
  rateLimitKey,
} from './rate-limit'

describe('database rate limits', () => {
  const t = useTestApp('pglite')
  const rule = { name: 'test-rule', max: 2, windowMs: 60_000 }

  it('keys a subject of any length by its hash, with no e-mail in the table', async () => {
    const email = `${'a'.repeat(100_000)}@example.com`
    await hitRateLimit(t.database.db, rule, email)
    const [row] = await t.database.db.select().from(rateLimit)
    expect(row?.key).toBe(rateLimitKey('test-rule', email))
    expect(row?.key.length).toBeLessThan(80)
    expect(row?.key).not.toContain('example.com')
  })

  it('refuses past the limit with the seconds left in the window', async () => {
    const now = 1_000_000
    await hitRateLimit(t.database.db, rule, 'client', now)
    await hitRateLimit(t.database.db, rule, 'client', now + 1_000)
    const refused = await hitRateLimit(t.database.db, rule, 'client', now + 20_000).catch((e) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBe(40)
  })

  it('purges counters whose window ended long ago and keeps live ones', async () => {
    const now = 10_000_000
    await hitRateLimit(t.database.db, rule, 'old', now - RATE_LIMIT_ROW_LIFETIME_MS - 1)
    await hitRateLimit(t.database.db, rule, 'live', now - 1_000)
    expect(await purgeExpiredRateLimits(t.database.db, now)).toBe(1)
    const keys = (await t.database.db.select().from(rateLimit)).map((r) => r.key)
    expect(keys).toEqual([rateLimitKey('test-rule', 'live')])
  })
})
