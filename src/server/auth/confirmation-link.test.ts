import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmationLanding } from '#src/contract/auth'
import { type Database, openDatabase } from '../db/client'
import { createLogger, MAX_LOGGED_STRING } from '../logger'
import { pgliteTemplate } from '../testing/pglite-template'
import { confirmationLinkIn } from '../testing/smtp-capture'
import { TEST_ORIGIN, type TestApp, testAppOn, useTestApp } from '../testing/test-app'
import { cookieFrom } from '../testing/two-users'
import { useSmtpCapture } from '../testing/use-smtp-capture'

describe('the confirmation link', () => {
  const smtp = useSmtpCapture()
  const t = useTestApp('pglite', smtp.env)

  async function signUpAndGetLink(email: string) {
    await t.json('POST', '/api/auth/sign-up/email', {
      email,
      password: 'secret-enough',
      name: 'Grace',
      callbackURL: '/dashboard',
    })
    return confirmationLinkIn(await smtp.capture().waitForMail(email))
  }
  const follow = (link: string) => t.request(link.replace(TEST_ORIGIN, ''))

  it('confirms the address, signs the user in and lands on /dashboard', async () => {
    const link = await signUpAndGetLink('grace@example.com')
    const response = await follow(link)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/dashboard')
    const session = await t.request('/api/auth/get-session', {
      headers: { Cookie: cookieFrom(response) },
    })
    expect((await session.json()).user).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
    })
  })

  it('works once: following it again signs no one in and says it was used', async () => {
    const link = await signUpAndGetLink('once@example.com')
    await follow(link)
    const again = await follow(link)
    expect(again.headers.get('location')).toBe(`${TEST_ORIGIN}/login?confirmation=used`)
    expect(cookieFrom(again)).toBe('')
  })

  it('a resent link also stops working once the address is confirmed', async () => {
    const first = await signUpAndGetLink('resend@example.com')
    await t.json('POST', '/api/auth/send-verification-email', {
      email: 'resend@example.com',
      callbackURL: '/dashboard',
    })
    const second = confirmationLinkIn(await smtp.capture().waitForMail('resend@example.com', 2))
    expect((await follow(second)).headers.get('location')).toBe('/dashboard')
    expect((await follow(first)).headers.get('location')).toContain('confirmation=used')
  })

  it('expires after an hour', async () => {
    const link = await signUpAndGetLink('late@example.com')
    const token = new URL(link).searchParams.get('token') ?? ''
    const [header, payload] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600)
    // The same token as it would read past its expiry, signed with the app's secret.
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: claims.iat - 1 })).toString(
      'base64url',
    )
    const signature = createHmac('sha256', t.deps.authSecret)
      .update(`${header}.${expired}`)
      .digest('base64url')
    const response = await follow(link.replace(token, `${header}.${expired}.${signature}`))
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/login?confirmation=expired`)
    expect(cookieFrom(response)).toBe('')
  })

  it('refuses a tampered token', async () => {
    const link = await signUpAndGetLink('tamper@example.com')
    const response = await follow(`${link.split('&')[0]}x&callbackURL=%2Fdashboard`)
    expect(response.headers.get('location')).toBe(`${TEST_ORIGIN}/login?confirmation=invalid`)
  })

  it('resend answers the same for an unknown address and sends nothing', async () => {
    const response = await t.json('POST', '/api/auth/send-verification-email', {
      email: 'nobody@example.com',
      callbackURL: '/dashboard',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: true })
    expect(smtp.capture().mails).toHaveLength(0)
  })

  it('resend is limited per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      // The per-client limit allows five a minute: the refusal comes from the per-address one.
      const response = await t.json('POST', '/api/auth/send-verification-email', {
        email: 'spam@example.com',
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('the confirmation link in the development mail log (no SMTP_URL)', () => {
  const lines: string[] = []
  let database: Database
  let t: TestApp
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', template: await pgliteTemplate() })
    t = testAppOn(
      database,
      createLogger('info', (line) => lines.push(line)),
    )
  })
  afterAll(async () => {
    await database.close()
  })

  const loggedLinkTo = (email: string): string => {
    const entries = lines.map((line) => JSON.parse(line))
    const entry = entries.find(
      (e) => e.msg === 'mail kept in the development outbox' && e.to === email,
    )
    if (typeof entry?.link !== 'string') throw new Error(`no logged mail to ${email}`)
    return entry.link
  }

  it('is logged whole, longer than the cap, and confirms the address when followed as logged', async () => {
    // A paid plan's landing carries the address and the tier: the link outgrows the cap.
    const email = 'grace@example.com'
    const callbackURL = confirmationLanding(email, 'base')
    const signUp = await t.json('POST', '/api/auth/sign-up/email', {
      email,
      password: 'secret-enough',
      name: 'Grace',
      subscriptionTier: 'base',
      callbackURL,
    })
    expect(signUp.status).toBe(200)
    const link = loggedLinkTo(email)

    const followed = await t.request(link.replace(TEST_ORIGIN, ''))
    expect(followed.status).toBe(302)
    expect(followed.headers.get('location')).toBe(callbackURL)
    const session = await t.request('/api/auth/get-session', {
      headers: { Cookie: cookieFrom(followed) },
    })
    expect((await session.json()).user).toMatchObject({ email, emailVerified: true })
    expect(link.length).toBeGreaterThan(MAX_LOGGED_STRING)
    expect(link).toContain(`callbackURL=${encodeURIComponent(callbackURL)}`)
  })

  it('stays bounded: a client cannot grow it with a long callbackURL', async () => {
    const response = await t.json('POST', '/api/auth/sign-up/email', {
      email: 'long-landing@example.com',
      password: 'secret-enough',
      name: '',
      callbackURL: `/dashboard?${'x'.repeat(5_000)}`,
    })
    expect(response.status).toBe(400)
    const resend = await t.json('POST', '/api/auth/send-verification-email', {
      email: 'long-landing@example.com',
      callbackURL: `/dashboard?${'x'.repeat(5_000)}`,
    })
    expect(resend.status).toBe(400)
    expect(lines.some((line) => line.length > 2 * MAX_LOGGED_STRING + 1_500)).toBe(false)
  })
})
