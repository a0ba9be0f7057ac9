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
