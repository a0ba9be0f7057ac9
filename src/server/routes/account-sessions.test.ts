import { describe, expect, it } from 'vitest'
import { AccountSessionsResponseSchema } from '#src/contract/account'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { cookieFrom, createTwoUsers, type TestUser } from '../testing/two-users'

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

describe.each(databaseKinds)('signed-in devices on %s', (kind) => {
  const t = useTestApp(kind)
  const signInFrom = async (who: TestUser, userAgent: string) =>
    cookieFrom(
      await t.json(
        'POST',
        '/api/auth/sign-in/email',
        { email: who.email, password: who.password },
        { 'User-Agent': userAgent },
      ),
    )
  const sessionsOf = async (who: TestUser) => {
    const response = await who.request('/api/account/sessions')
    expect(response.status).toBe(200)
    return AccountSessionsResponseSchema.parse(await response.json()).sessions
  }
  const isSignedIn = async (cookie: string) =>
    (await (await t.request('/api/auth/get-session', { headers: { Cookie: cookie } })).json()) !==
    null

  it('lists the caller’s own sessions with browser, system and last activity, this one first, no tokens', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const phone = await signInFrom(alice, PHONE_UA)
    const response = await alice.request('/api/account/sessions')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    const sessions = AccountSessionsResponseSchema.parse(body).sessions
    expect(sessions).toHaveLength(2)
    expect(sessions[0]?.current).toBe(true)
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Safari 18', os: 'iOS' })
    expect(Date.parse(sessions[1]?.lastActiveAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    const text = JSON.stringify(body)
    expect(text).not.toContain(phone.split('=')[1]?.split('.')[0])
    expect(text).not.toContain('token')
    expect((await sessionsOf(bob)).map((s) => s.id)).not.toContain(sessions[1]?.id)
  })

  it('signs one device out; another user’s session id is not found and stays signed in', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const phone = await signInFrom(alice, PHONE_UA)
    const target = (await sessionsOf(alice)).find((s) => !s.current)
    if (!target) throw new Error('the phone session is missing')

    const foreign = await bob.request(`/api/account/sessions/${target.id}`, { method: 'DELETE' })
    expect(foreign.status).toBe(404)
    expect(await isSignedIn(phone)).toBe(true)
    expect(
      (await bob.request('/api/account/sessions/no-such-id', { method: 'DELETE' })).status,
    ).toBe(404)

    const own = await alice.request(`/api/account/sessions/${target.id}`, { method: 'DELETE' })
    expect(own.status).toBe(200)
    expect(await own.json()).toEqual({ revoked: 1 })
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(alice.cookie)).toBe(true)
    expect(await isSignedIn(bob.cookie)).toBe(true)
  })

  it('signs out everywhere else, and only the caller’s sessions', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const phone = await signInFrom(alice, PHONE_UA)
    const laptop = await signInFrom(alice, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0')
    const response = await alice.request('/api/account/sessions/revoke-others', { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revoked: 2 })
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(laptop)).toBe(false)
    expect(await isSignedIn(alice.cookie)).toBe(true)
    expect(await isSignedIn(bob.cookie)).toBe(true)
    expect(await sessionsOf(alice)).toHaveLength(1)
  })

  it('needs a session and Cadence’s origin', async () => {
    const { alice } = await createTwoUsers(t)
    expect((await t.request('/api/account/sessions')).status).toBe(401)
    expect(
      (await t.request('/api/account/sessions/revoke-others', { method: 'POST' })).status,
    ).toBe(403)
    const foreign = await alice.request('/api/account/sessions/revoke-others', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
  })
})
