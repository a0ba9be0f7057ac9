import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { buildAppDeps } from '../build-deps'
import { parseConfig } from '../config'
import { createLogger } from '../logger'
import { confirmationLinkIn, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture'
import { TEST_ORIGIN, type TestApp } from '../testing/test-app'
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'
import { loggedPath } from './redact'

describe('logged paths', () => {
  it.each([
    ['/api/auth/reset-password/Ab3dEf9hIj2kLm4nOp6qRs8t', '/api/auth/reset-password/[token]'],
    ['/api/auth/reset-password/Ab3dEf/more?x=1', '/api/auth/reset-password/[token]?x=1'],
    ['/api/auth/Reset-Password/Ab3dEf9hIj2k', '/api/auth/Reset-Password/[token]'],
    ['/api/auth/reset-password%2FAb3dEf9hIj2k', '/api/auth/reset-password%2F[token]'],
    ['/api/auth/reset-password', '/api/auth/reset-password'],
    ['/reset-password?token=Ab3dEf9hIj2k', '/reset-password?token=[token]'],
    [
      '/api/auth/verify-email?token=eyJ.eyJ.sig&callbackURL=%2Fwelcome',
      '/api/auth/verify-email?token=[token]&callbackURL=%2Fwelcome',
    ],
    [
      '/api/auth/delete-user/callback?token=Ab3dEf9hIj2k',
      '/api/auth/delete-user/callback?token=[token]',
    ],
    ['/x?callbackURL=https%3A%2F%2Fa.test%2Freset%3Ftoken%3DAb3d', '/x?callbackURL=[token]'],
    ['/x?redirectTo=%2Fa%3Ftoken%3DAb3d&page=2', '/x?redirectTo=[token]&page=2'],
    ['/x?email=someone%40example.com', '/x?email=[address]'],
    ['/x/someone@example.com/y', '/x/[address]/y'],
    ['/x/someone%40example.com', '/x/[address]'],
    ['/blog?category=rhythm&utm_source=mail', '/blog?category=rhythm&utm_source=mail'],
    [
      '/api/connections/0b4f2a4e-8f0e-4a57-9d44-0d2f5d8f3c11',
      '/api/connections/0b4f2a4e-8f0e-4a57-9d44-0d2f5d8f3c11',
    ],
  ])('%s is logged as %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged)
  })
})

describe.each(databaseKinds)('the request log on %s', (kind) => {
  const lines: string[] = []
  let smtp: SmtpCapture
  let database: TestDatabase
  let t: TestApp
  beforeAll(async () => {
    smtp = await startSmtpCapture()
    database = await openTestDatabase(kind)
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: TEST_ORIGIN,
      SMTP_URL: smtp.url,
    })
    const logger = createLogger('debug', (line) => lines.push(line))
    const deps = buildAppDeps({
      config,
      database,
      logger,
      authSecret: 'a-secret-long-enough-for-tests',
    })
    const app = createApp(deps)
    const request = (path: string, init: RequestInit = {}) =>
      Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, init))
    t = {
      app,
      deps,
      database,
      request,
      json: (method, path, body, headers = {}) =>
        request(path, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
          body: JSON.stringify(body),
        }),
    }
  })
  beforeEach(async () => {
    await database.reset()
    lines.length = 0
    smtp.mails.length = 0
  })
  afterAll(async () => {
    await database?.close()
    await smtp?.close()
  })
  const requestLines = () =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request')

  it('keeps no password-reset token: not the mailed link, not where it lands', async () => {
    const alice = await createTestUser(t, 'Alice')
    const asked = await t.json('POST', '/api/auth/request-password-reset', { email: alice.email })
    expect(asked.status).toBe(200)
    const mail = await smtp.waitForMail(alice.email)
    const link = /https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/
      .exec(mail.decoded)?.[0]
      .replaceAll('&amp;', '&')
    if (!link) throw new Error('no reset link in the mail')
    const token = new URL(link).pathname.split('/').pop() ?? ''
    expect(token.length).toBeGreaterThan(10)

    const followed = await t.request(link.replace(TEST_ORIGIN, ''))
    expect(followed.status).toBe(302)
    const landing = new URL(followed.headers.get('location') ?? '')
    expect(landing.searchParams.get('token')).toBe(token)
    await t.request(`${landing.pathname}${landing.search}`)
    await t.json('POST', '/api/auth/reset-password', { token, newPassword: 'a-brand-new-secret' })

    const paths = requestLines().map((entry) => entry.path)
    expect(paths).toContain('/api/auth/reset-password/[token]')
    expect(paths).toContain('/reset-password')
    for (const line of lines) expect(line).not.toContain(token)
  })

  it('keeps no confirmation token', async () => {
    const email = 'new-person@example.com'
    const signedUp = await t.json('POST', '/api/auth/sign-up/email', {
      email,
      password: 'secret-enough',
      name: 'New Person',
    })
    expect(signedUp.status).toBe(200)
    const link = confirmationLinkIn(await smtp.waitForMail(email))
    const token = new URL(link).searchParams.get('token') ?? ''
    expect(token.length).toBeGreaterThan(20)
    expect((await t.request(link.replace(TEST_ORIGIN, ''))).status).toBe(302)
    expect(requestLines().map((entry) => entry.path)).toContain('/api/auth/verify-email')
    for (const line of lines) expect(line).not.toContain(token)
  })

  it('keeps no token of any other better-auth link', async () => {
    const token = 'Zq9Xw8Vu7Ts6Rq5Po4Nm3Lk2'
    await t.request(`/api/auth/delete-user/callback?token=${token}`)
    await t.request(`/api/auth/Reset-Password/${token}?callbackURL=%2Freset-password`)
    expect(requestLines()).toHaveLength(2)
    for (const line of lines) expect(line).not.toContain(token)
  })
})
