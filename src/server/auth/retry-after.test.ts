import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'
import { EMAIL_CHANGE_PER_USER, RESET_PER_ADDRESS } from './account-care-plugin'
import { SIGN_IN_FAILURES } from './sign-in-lockout'

/**
 * Every 429 says how long is really left of the window that refused it: a client that waits
 * exactly Retry-After seconds gets through, one that waits less does not.
 */
describe.each(databaseKinds)('Retry-After on %s', (kind) => {
  const t = useTestApp(kind, { TRUST_PROXY: 'true' })
  let start = 0
  // Only Date is faked: timers, the database and password hashing run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    start = Date.now()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000)
  const from = (client: string) => ({ 'X-Forwarded-For': client })
  const retryAfter = (response: Response) => Number(response.headers.get('retry-after'))
  const askReset = (email: string, client: string) =>
    t.json('POST', '/api/auth/request-password-reset', { email }, from(client))
  const signIn = (email: string, password: string, client: string) =>
    t.json('POST', '/api/auth/sign-in/email', { email, password }, from(client))

  it('the per-address reset limit: the rest of its 15 minutes, not 60 s', async () => {
    const window = RESET_PER_ADDRESS.windowMs / 1000
    for (let i = 1; i <= RESET_PER_ADDRESS.max; i++)
      expect((await askReset('target@example.com', `203.0.113.${i}`)).status).toBe(200)
    const refused = await askReset('target@example.com', '203.0.113.50')
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBe(window)

    // 62 s later (past every per-client window of better-auth), from the first client again.
    at(62)
    const later = await askReset('target@example.com', '203.0.113.1')
    expect(later.status).toBe(429)
    expect(retryAfter(later)).toBe(window - 62)

    at(window - 1)
    expect((await askReset('target@example.com', '203.0.113.51')).status).toBe(429)
    at(window)
    expect((await askReset('target@example.com', '203.0.113.52')).status).toBe(200)
  })

  it('the sign-in lockout: the rest of its 15 minutes, however many seconds have passed', async () => {
    const alice = await createTestUser(t, 'Alice')
    const window = SIGN_IN_FAILURES.windowMs / 1000
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++)
      expect((await signIn(alice.email, 'a-guess', '198.51.100.7')).status).toBe(401)
    const locked = await signIn(alice.email, alice.password, '198.51.100.7')
    expect(locked.status).toBe(429)
    expect(retryAfter(locked)).toBe(window)

    at(62)
    const later = await signIn(alice.email, alice.password, '198.51.100.7')
    expect(later.status).toBe(429)
    expect(retryAfter(later)).toBe(window - 62)

    at(window)
    expect((await signIn(alice.email, alice.password, '198.51.100.7')).status).toBe(200)
  })

  it('the per-address resend limit: the rest of its 10 minutes', async () => {
    const resend = (client: string) =>
      t.json(
        'POST',
        '/api/auth/send-verification-email',
        { email: 'waiting@example.com' },
        from(client),
      )
    for (let i = 1; i <= 3; i++) expect((await resend(`198.51.100.${i}`)).status).toBe(200)
    const refused = await resend('198.51.100.50')
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBe(600)
    at(62)
    const later = await resend('198.51.100.1')
    expect(later.status).toBe(429)
    expect(retryAfter(later)).toBe(600 - 62)
  })

  it('the per-account e-mail change limit: the rest of its hour', async () => {
    const alice = await createTestUser(t, 'Alice')
    const window = EMAIL_CHANGE_PER_USER.windowMs / 1000
    const change = (i: number) =>
      t.json(
        'POST',
        '/api/auth/change-email',
        { newEmail: `alice-${i}@example.com` },
        { Cookie: alice.cookie, ...from(`192.0.2.${i}`) },
      )
    for (let i = 1; i <= EMAIL_CHANGE_PER_USER.max; i++) expect((await change(i)).status).toBe(200)
    const refused = await change(50)
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBe(window)
    at(600)
    expect(retryAfter(await change(51))).toBe(window - 600)
  })

  it("better-auth's per-client limits: the rest of their minute", async () => {
    const signUp = (i: number) =>
      t.json(
        'POST',
        '/api/auth/sign-up/email',
        { email: `x${i}@example.com`, password: '1', name: '' },
        from('192.0.2.200'),
      )
    for (let i = 0; i < 10; i++) expect((await signUp(i)).status).toBe(400)
    const refused = await signUp(10)
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBe(60)
    at(45)
    expect(retryAfter(await signUp(11))).toBe(15)
    at(60)
    expect((await signUp(12)).status).toBe(400)
  })
})
