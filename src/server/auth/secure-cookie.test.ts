import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'

describe('behind https', () => {
  const origin = 'https://cadence.example'
  const t = useTestApp('pglite', { PUBLIC_URL: origin })

  it('marks the session cookie Secure as well as HttpOnly and SameSite=Lax', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await t.app.request(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: alice.email, password: alice.password }),
    })
    expect(response.status).toBe(200)
    const line = response.headers.getSetCookie().find((l) => l.includes('session_token=')) ?? ''
    expect(line).toMatch(/^__Secure-/)
    expect(line).toMatch(/; Secure/i)
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/SameSite=Lax/i)
  })
})

describe('clearing cookies behind https', () => {
  const origin = 'https://cadence.example'
  const t = useTestApp('pglite', { PUBLIC_URL: origin })

  it('clears every __Secure- cookie with Secure, or the browser would ignore the clearing', async () => {
    const alice = await createTestUser(t, 'Alice')
    const secureCookie = alice.cookie.replace(/^better-auth\./, '__Secure-better-auth.')
    const response = await t.app.request(`${origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: secureCookie },
    })
    expect(response.status).toBe(200)
    const lines = response.headers.getSetCookie().filter((l) => l.startsWith('__Secure-'))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      expect(line).toMatch(/Max-Age=0/i)
      expect(line).toMatch(/; Secure/i)
    }
  })
})

describe('response headers behind https', () => {
  const origin = 'https://cadence.example'
  const t = useTestApp('pglite', { PUBLIC_URL: origin })

  it('sends HSTS, and no-store on authenticated JSON', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await t.app.request(`${origin}/api/connections`, {
      headers: { Cookie: alice.cookie.replace(/^better-auth\./, '__Secure-better-auth.') },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
