import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_UNAVAILABLE, MAIL_UNAVAILABLE_CODE } from '#src/contract/auth'
import { useTestApp } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'
import { useSmtpCapture } from '../testing/use-smtp-capture'

/** A port on this machine where nothing listens: nodemailer's connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const signUp = (email: string) => ({
  email,
  password: 'secret-enough',
  name: 'Grace',
  callbackURL: '/dashboard',
})

describe('when the mail server is down (SMTP_URL on a closed port)', () => {
  const env: Record<string, string> = {}
  beforeAll(async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`
  })
  const t = useTestApp('pglite', env)

  it('sign-up still creates the account and says its confirmation mail was not sent', async () => {
    const response = await t.json('POST', '/api/auth/sign-up/email', signUp('grace@example.com'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      user: { email: 'grace@example.com', emailVerified: false },
      confirmationMail: 'failed',
    })
  })

  it('sign-up with an address that has an account answers exactly alike', async () => {
    const existing = await createTestUser(t, 'Ada')
    const response = await t.json('POST', '/api/auth/sign-up/email', signUp(existing.email))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ confirmationMail: 'failed' })
  })

  it('resending the confirmation mail answers 503 with a message to show, never 500', async () => {
    await t.json('POST', '/api/auth/sign-up/email', signUp('resend@example.com'))
    const response = await t.json('POST', '/api/auth/send-verification-email', {
      email: 'resend@example.com',
      callbackURL: '/dashboard',
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(await response.json()).toMatchObject({
      code: MAIL_UNAVAILABLE_CODE,
      message: MAIL_UNAVAILABLE,
    })
  })

  it('a resend for an unknown address answers the same 503: it tells nothing about accounts', async () => {
    const response = await t.json('POST', '/api/auth/send-verification-email', {
      email: 'nobody@example.com',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: MAIL_UNAVAILABLE_CODE })
  })

  it('a password reset request answers 503 for a known and an unknown address alike', async () => {
    const known = await createTestUser(t, 'Reset')
    for (const email of [known.email, 'nobody@example.com']) {
      const response = await t.json('POST', '/api/auth/request-password-reset', { email })
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        code: MAIL_UNAVAILABLE_CODE,
        message: MAIL_UNAVAILABLE,
      })
    }
  })

  it('an e-mail change answers 503 and leaves the address as it is', async () => {
    const alice = await createTestUser(t, 'Alice')
    const response = await alice.json('POST', '/api/auth/change-email', {
      newEmail: 'alice-new@example.com',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ message: MAIL_UNAVAILABLE })
    const session = await alice.request('/api/auth/get-session')
    expect((await session.json()).user.email).toBe(alice.email)
  })

  it('an e-mail change without a session still answers 401', async () => {
    const response = await t.json('POST', '/api/auth/change-email', {
      newEmail: 'someone@example.com',
    })
    expect(response.status).toBe(401)
  })
})

describe('when the mail server answers but refuses the mail', () => {
  let server: SMTPServer
  const env: Record<string, string> = {}
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    env.SMTP_URL = `smtp://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const t = useTestApp('pglite', env)

  it('a resend answers 503, never 500', async () => {
    const signedUp = await t.json('POST', '/api/auth/sign-up/email', signUp('refused@example.com'))
    expect(await signedUp.json()).toMatchObject({ confirmationMail: 'failed' })
    const response = await t.json('POST', '/api/auth/send-verification-email', {
      email: 'refused@example.com',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      error: { code: MAIL_UNAVAILABLE_CODE, message: MAIL_UNAVAILABLE },
    })
  })
})

describe('when the mail server takes the mail', () => {
  const smtp = useSmtpCapture()
  const t = useTestApp('pglite', smtp.env)

  it('sign-up says its confirmation mail was sent', async () => {
    const response = await t.json('POST', '/api/auth/sign-up/email', signUp('sent@example.com'))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ confirmationMail: 'sent' })
    await smtp.capture().waitForMail('sent@example.com')
  })

  it('a password reset request is sent', async () => {
    const known = await createTestUser(t, 'Reset')
    const response = await t.json('POST', '/api/auth/request-password-reset', {
      email: known.email,
    })
    expect(response.status).toBe(200)
    await smtp.capture().waitForMail(known.email)
  })
})
