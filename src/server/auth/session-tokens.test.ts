import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { cookieFrom, createTestUser } from '../testing/two-users'

/** The raw session token inside a session cookie (`name=token.signature`). */
const tokenOf = (cookie: string) => {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1] ?? ''
  return decodeURIComponent(value).split('.')[0] ?? ''
}

/**
 * A session token lives only in the HttpOnly cookie: no answer hands one to the page's script,
 * where an injected script could read it. The devices list is Cadence's own (by id).
 */
describe.each(databaseKinds)('session tokens on %s', (kind) => {
  const t = useTestApp(kind)

  it.each([
    '/api/auth/list-sessions',
    '/api/auth/list-sessions/',
    '/api/auth/list-sessions?x=1',
    '/api/auth/LIST-SESSIONS',
    '/api/auth//list-sessions',
    '/api/auth/list-sessions%2F',
    '/api/auth/./list-sessions',
  ])("better-auth's %s answers 404", async (path) => {
    const alice = await createTestUser(t, 'Alice')
    const response = await alice.request(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain(tokenOf(alice.cookie))
  })

  it('sign-in and get-session answer without the token', async () => {
    const alice = await createTestUser(t, 'Alice')
    const signedIn = await t.json('POST', '/api/auth/sign-in/email', {
      email: alice.email,
      password: alice.password,
    })
    expect(signedIn.status).toBe(200)
    const cookie = cookieFrom(signedIn)
    const token = tokenOf(cookie)
    expect(token.length).toBeGreaterThan(20)
    const signInBody = await signedIn.text()
    expect(signInBody).not.toContain(token)
    expect(JSON.parse(signInBody)).toMatchObject({ token: null, user: { email: alice.email } })

    const session = await t.request('/api/auth/get-session', { headers: { Cookie: cookie } })
    expect(session.status).toBe(200)
    const text = await session.text()
    expect(text).not.toContain(token)
    const body = JSON.parse(text)
    expect(body.session).not.toHaveProperty('token')
    // What the web app reads (src/web/lib/session-payload.ts) is all there.
    expect(body.session).toMatchObject({ id: expect.any(String), expiresAt: expect.any(String) })
    expect(body.user).toMatchObject({ id: alice.id, email: alice.email })
  })

  it('a password change answers without the new session’s token, which still works', async () => {
    const alice = await createTestUser(t, 'Alice')
    const changed = await alice.json('POST', '/api/auth/change-password', {
      currentPassword: alice.password,
      newPassword: 'a-brand-new-secret',
    })
    expect(changed.status).toBe(200)
    const cookie = cookieFrom(changed)
    const token = tokenOf(cookie)
    expect(token.length).toBeGreaterThan(20)
    expect(await changed.text()).not.toContain(token)
    const session = await t.request('/api/auth/get-session', { headers: { Cookie: cookie } })
    expect((await session.json()).user.id).toBe(alice.id)
  })

  it('Cadence’s own devices list still answers, by id', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await alice.request('/api/account/sessions')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain(tokenOf(alice.cookie))
    expect(JSON.parse(text).sessions).toHaveLength(1)
  })
})
