import { describe, expect, it } from 'vitest'
import { newsletterSubscribers } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

describe.each(databaseKinds)('the newsletter on %s', (kind) => {
  const t = useTestApp(kind)
  const subscribe = (body: unknown) => t.json('POST', '/api/newsletter', body)
  const storedEmails = async () =>
    (
      await t.database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)
    ).map((r) => r.email)

  it('stores a new subscriber lower-cased and answers 201', async () => {
    const res = await subscribe({ email: ' Grace@Example.com' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(await storedEmails()).toEqual(['grace@example.com'])
  })

  it('counts a second subscription of the same e-mail as a success and keeps one row', async () => {
    await subscribe({ email: 'grace@example.com' })
    const res = await subscribe({ email: 'GRACE@example.com' })
    expect(res.status).toBe(201)
    expect(await storedEmails()).toEqual(['grace@example.com'])
  })

  it('keeps one row when the same e-mail subscribes four times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => subscribe({ email: 'same@example.com' })),
    )
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201])
    expect(await storedEmails()).toEqual(['same@example.com'])
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await subscribe({ email: 'bot@example.com', website: 'buy-now' })
    expect(res.status).toBe(201)
    expect(await storedEmails()).toEqual([])
  })

  it('refuses an invalid e-mail and malformed JSON with 400', async () => {
    expect((await subscribe({ email: 'nope' })).status).toBe(400)
    expect((await subscribe('{oops')).status).toBe(400)
    expect(await storedEmails()).toEqual([])
  })

  it('answers 429 to the eleventh subscription from one client within ten minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `reader${i}@example.com` })).status).toBe(201)
    }
    expect((await subscribe({ email: 'late@example.com' })).status).toBe(429)
  })
})
