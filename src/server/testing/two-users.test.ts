import { describe, expect, it } from 'vitest'
import { useTestApp } from './test-app'
import { createTwoUsers } from './two-users'

describe('the two-user harness', () => {
  const t = useTestApp('pglite')

  it('gives two different confirmed users, each seen as themselves by the session endpoint', async () => {
    const { alice, bob } = await createTwoUsers(t)
    expect(alice.id).not.toBe(bob.id)
    const aliceSession = await (await alice.request('/api/auth/get-session')).json()
    const bobSession = await (await bob.request('/api/auth/get-session')).json()
    expect(aliceSession.user).toMatchObject({
      id: alice.id,
      email: alice.email,
      emailVerified: true,
    })
    expect(bobSession.user).toMatchObject({ id: bob.id, email: bob.email })
  })

  it('gives users who can also sign in through the real endpoint with their password', async () => {
    const { alice } = await createTwoUsers(t)
    const response = await t.json('POST', '/api/auth/sign-in/email', {
      email: alice.email,
      password: alice.password,
    })
    expect(response.status).toBe(200)
  })
})
