import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { session, user } from '../db/schema'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { cookieFrom, createTestUser } from '../testing/two-users'

describe('sign-in and sessions', () => {
  const t = useTestApp('pglite', { TRUST_PROXY: 'true' })
  const from = (address: string) => ({ 'X-Forwarded-For': address })
  const signIn = (email: string, password: string, address = '198.51.100.1') =>
    t.json('POST', '/api/auth/sign-in/email', { email, password }, from(address))

  it('sets an HttpOnly, SameSite=Lax session cookie and the session is read from the database', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await signIn(alice.email, alice.password)
    expect(response.status).toBe(200)
    const line = response.headers.getSetCookie().find((l) => l.includes('session_token=')) ?? ''
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).not.toMatch(/Secure/i)
  })

  it('refuses a wrong password with the server message', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await signIn(alice.email, 'not-the-password')
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Invalid email or password')
  })

  it('refuses an address that is not confirmed yet', async () => {
    const alice = await createTestUser(t, 'Alice')
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, alice.id))
    const response = await signIn(alice.email, alice.password)
    expect(response.status).toBe(403)
    expect((await response.json()).code).toBe('EMAIL_NOT_VERIFIED')
  })

  it('sign-out ends the session on the server, so the old cookie no longer works', async () => {
    const alice = await createTestUser(t, 'Alice')
    const out = await alice.request('/api/auth/sign-out', { method: 'POST' })
    expect(out.status).toBe(200)
    const session = await t.request('/api/auth/get-session', { headers: { Cookie: alice.cookie } })
    expect(await session.json()).toBeNull()
  })

  it('stops a session ended elsewhere at once, for reads as for writes', async () => {
    const alice = await createTestUser(t, 'Alice')
    const signedIn = await signIn(alice.email, alice.password)
    const cookie = cookieFrom(signedIn)
    expect(cookie).not.toContain('session_data=')
    const headers = { Cookie: cookie }
    expect((await t.request('/api/connections', { headers })).status).toBe(200)
    // The session is revoked elsewhere (another device, or an administrator).
    await t.database.db.delete(session).where(eq(session.userId, alice.id))
    expect((await t.request('/api/connections', { headers })).status).toBe(401)
    const write = await t.json('POST', '/api/connections', { name: 'Sam' }, headers)
    expect(write.status).toBe(401)
  })

  it('locks an account for the client that failed five times, with Retry-After, and only for it', async () => {
    const alice = await createTestUser(t, 'Alice')
    for (let i = 1; i <= 5; i++)
      expect((await signIn(alice.email, 'guess', '203.0.113.5')).status).toBe(401)
    const locked = await signIn(alice.email, alice.password, '203.0.113.5')
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // A stranger's guesses do not lock the owner out of their own device.
    expect((await signIn(alice.email, alice.password, '198.51.100.20')).status).toBe(200)
  })

  it('takes the client from the right-most X-Forwarded-For hop, which the proxy wrote', async () => {
    const statuses: number[] = []
    // The client writes the left-hand hops; they change nothing about who it is.
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn('not-an-email', 'x', `198.51.100.${i}, 192.0.2.50`)).status)
    expect(statuses[10]).toBe(429)
  })

  it('limits sign-in attempts per client to ten a minute', async () => {
    // Malformed attempts count too, and they spare the test ten password hashes.
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn('not-an-email', 'x', '192.0.2.7')).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(
      await (await signIn('not-an-email', 'x', '192.0.2.7')).headers.get('retry-after'),
    ).toMatch(/^\d+$/)
    expect((await signIn('not-an-email', 'x', '192.0.2.8')).status).toBe(400)
  })

  it('limits sign-ups per client to ten a minute, saying when to retry', async () => {
    const responses: Response[] = []
    for (let i = 0; i < 11; i++) {
      const response = await t.json(
        'POST',
        '/api/auth/sign-up/email',
        { email: `x${i}@example.com`, password: '1', name: '' },
        from('192.0.2.9'),
      )
      responses.push(response)
    }
    expect(responses[10]?.status).toBe(429)
    expect(Number(responses[10]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/sign-out',
    '/api/auth/send-verification-email',
  ])('refuses %s from a foreign origin', async (path) => {
    const response = await t.json(
      'POST',
      path,
      { email: 'a@example.com', password: 'secret-enough', name: '' },
      {
        Origin: 'https://evil.example',
      },
    )
    expect(response.status).toBe(403)
  })

  it("keeps better-auth's own origin check on, even under NODE_ENV=test", async () => {
    const response = await t.deps.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'https://evil.example',
          Cookie: 'better-auth.session_token=x',
        },
        body: JSON.stringify({ email: 'a@example.com', password: 'secret-enough' }),
      }),
    )
    expect(response.status).toBe(403)
    expect(cookieFrom(response)).toBe('')
  })
})
