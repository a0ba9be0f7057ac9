import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session } from '../db/schema'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'

const DAY_MS = 24 * 60 * 60 * 1000

describe.each(databaseKinds)('reading the session of a request (%s)', (kind) => {
  const t = useTestApp(kind)

  async function onlySession() {
    const rows = await t.database.db.select().from(session)
    expect(rows).toHaveLength(1)
    return rows[0] as typeof session.$inferSelect
  }

  it('knows the signed-in user from a valid cookie, on every read', async () => {
    const alice = await createTestUser(t, 'Alice')
    for (let i = 0; i < 3; i++) expect((await alice.request('/api/connections')).status).toBe(200)
    const plan = await alice.request('/api/plan')
    expect(plan.status).toBe(200)
  })

  it('answers 401 without a cookie, with a forged signature and with an unknown token', async () => {
    const alice = await createTestUser(t, 'Alice')
    const [name, value] = alice.cookie.split('=') as [string, string]
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string]
    const forged = `${name}=${encodeURIComponent(`${token}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)}`
    const unsigned = `${name}=${token}`
    for (const cookie of [undefined, forged, unsigned, `${name}=%E0%A4%A`]) {
      const response = await t.request('/api/connections', {
        headers: cookie ? { Cookie: cookie } : {},
      })
      expect(response.status).toBe(401)
    }
  })

  it('stops at once when the session is ended elsewhere', async () => {
    const alice = await createTestUser(t, 'Alice')
    expect((await alice.request('/api/connections')).status).toBe(200)
    await t.database.db.delete(session)
    expect((await alice.request('/api/connections')).status).toBe(401)
  })

  it('refuses an expired session and removes it, as better-auth does', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { id } = await onlySession()
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, id))
    expect((await alice.request('/api/connections')).status).toBe(401)
    expect(await t.database.db.select().from(session)).toHaveLength(0)
  })

  it('lets better-auth extend a session that is due for its daily refresh', async () => {
    const alice = await createTestUser(t, 'Alice')
    const { id } = await onlySession()
    // Seven days is the session's life; one day after it began it is due for a refresh.
    const dueAt = new Date(Date.now() + 5 * DAY_MS)
    await t.database.db.update(session).set({ expiresAt: dueAt }).where(eq(session.id, id))
    expect((await alice.request('/api/connections')).status).toBe(200)
    const refreshed = await onlySession()
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS)
  })

  it('leaves a fresh session as it is', async () => {
    const alice = await createTestUser(t, 'Alice')
    const before = await onlySession()
    expect((await alice.request('/api/connections')).status).toBe(200)
    const after = await onlySession()
    expect(after.expiresAt.getTime()).toBe(before.expiresAt.getTime())
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime())
  })
})
