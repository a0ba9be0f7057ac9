import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { confirmationLinkIn, useSmtpCapture } from '../testing/smtp-capture'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { cookieFrom } from '../testing/two-users'

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
