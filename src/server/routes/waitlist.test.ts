import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { WAITLIST_DUPLICATE } from '#src/contract/waitlist'
import { waitlist } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

describe.each(databaseKinds)('the waitlist on %s', (kind) => {
  const t = useTestApp(kind)
  const join = (body: unknown) => t.json('POST', '/api/waitlist', body)
  const storedEmails = async () =>
    (await t.database.db.select({ email: waitlist.email }).from(waitlist)).map((r) => r.email)

  it('stores a new e-mail trimmed and lower-cased and answers 201', async () => {
    const res = await join({ email: '  Ada@Example.COM ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(await storedEmails()).toEqual(['ada@example.com'])
  })

  it('answers 409 duplicate when the e-mail is already registered, whatever its case', async () => {
    await join({ email: 'ada@example.com' })
    const res = await join({ email: 'ADA@example.com' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ error: { code: 'duplicate', message: WAITLIST_DUPLICATE } })
    expect(await storedEmails()).toEqual(['ada@example.com'])
  })

  it('keeps exactly one row when the same e-mail arrives five times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => join({ email: 'race@example.com' })),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    const rows = await t.database.db
      .select()
      .from(waitlist)
      .where(eq(waitlist.email, 'race@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await join({ email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    expect(await storedEmails()).toEqual([])
  })

  it('refuses an invalid e-mail with 400', async () => {
    const res = await join({ email: 'not-an-email' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_body' } })
  })

  it('refuses an e-mail longer than 254 characters with 400', async () => {
    const res = await join({ email: `${'a'.repeat(243)}@example.com` })
    expect(res.status).toBe(400)
  })

  it('refuses malformed JSON with 400', async () => {
    const res = await join('{"email":')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_json' } })
  })

  it('answers 429 to the eleventh attempt from one client within ten minutes', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await join({ email: `person${i}@example.com` })).status).toBe(201)
    }
    const res = await join({ email: 'one-too-many@example.com' })
    expect(res.status).toBe(429)
    expect(await storedEmails()).toHaveLength(10)
  })
})
