import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'
import { UNSTORABLE_TEXT_MESSAGE } from './input-guard'

// Input PostgreSQL cannot store, and unbounded input, answer a clear 4xx and change nothing.
describe.each(databaseKinds)('bad input on %s', (kind) => {
  const t = useTestApp(kind, { TRUST_PROXY: 'true' })

  it('refuses a NUL character in a stored string, and stores nothing', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await alice.json('POST', '/api/connections', {
      name: 'a\u0000b',
      relationshipType: 'Friend',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'invalid_characters', message: UNSTORABLE_TEXT_MESSAGE },
    })
    const list = await (await alice.json('GET', '/api/connections')).json()
    expect(list.connections).toEqual([])
  })

  it('refuses a NUL in a query, a path id and a JSON key', async () => {
    const alice = await createTestUser(t, 'Alice')
    expect((await t.request('/api/blog/posts?category=%00')).status).toBe(400)
    expect((await alice.request('/api/connections/a%00b')).status).toBe(400)
    const key = await alice.json('POST', '/api/connections', { 'na\u0000me': 'x' })
    expect(key.status).toBe(400)
  })

  it('refuses half a surrogate pair instead of storing a replacement character', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await alice.request('/api/connections', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Sam \\ud800","relationshipType":"Friend"}',
    })
    expect(response.status).toBe(400)
  })

  it('refuses a NUL in better-auth bodies before its hooks reach the database', async () => {
    const signIn = await t.json('POST', '/api/auth/sign-in/email', {
      email: 'a\u0000@example.com',
      password: 'x',
    })
    expect(signIn.status).toBe(400)
    const signUp = await t.json('POST', '/api/auth/sign-up/email', {
      email: 'new@example.com',
      password: 'secret-enough',
      name: 'Sam\u0000',
    })
    expect(signUp.status).toBe(400)
  })

  it('keeps rate-limit keys short whatever the e-mail length', async () => {
    const resend = await t.json('POST', '/api/auth/send-verification-email', {
      email: `${'a'.repeat(100_000)}@example.com`,
    })
    expect(resend.status).toBeLessThan(500)
    const signIn = await t.json('POST', '/api/auth/sign-in/email', {
      email: `${'a'.repeat(9_000)}@example.com`,
      password: 'guess',
    })
    expect(signIn.status).toBe(401)
    expect((await signIn.json()).message).toBe('Invalid email or password')
  })

  it('refuses an unbounded or missing display name on update-user', async () => {
    const alice = await createTestUser(t, 'Alice')
    const huge = await alice.json('POST', '/api/auth/update-user', { name: 'x'.repeat(900_000) })
    expect(huge.status).toBe(400)
    expect((await huge.json()).message).toBe('Please use at most 100 characters for your name')
    const nulled = await alice.json('POST', '/api/auth/update-user', { name: null })
    expect(nulled.status).toBe(400)
    expect((await nulled.json()).message).toBe('name: Expected a string')
    const session = await (await alice.request('/api/auth/get-session')).json()
    expect(session.user.name).toBe('Alice')
    const renamed = await alice.json('POST', '/api/auth/update-user', { name: 'Alicia' })
    expect(renamed.status).toBe(200)
  })

  it('answers a path under /api/auth longer than any endpoint with a 404', async () => {
    const response = await t.request(`/api/auth/${'x'.repeat(5_000)}`)
    expect(response.status).toBe(404)
  })
})
