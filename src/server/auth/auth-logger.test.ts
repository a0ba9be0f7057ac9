import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { buildAppDeps } from '../build-deps'
import { parseConfig } from '../config'
import { createLogger } from '../logger'
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture'
import { TEST_ORIGIN } from '../testing/test-app'
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { authLogger } from './create-auth'

describe("better-auth's log lines", () => {
  it('go through Cadence’s logger at the same level, with no address and no error message', () => {
    const lines: string[] = []
    const log = authLogger(
      createLogger('debug', (line) => lines.push(line)),
      'debug',
    )
    const failure = Object.assign(new Error('insert failed: "Someone.Else+tag@Example.org"'), {
      code: '23505',
    })
    log.log('error', 'Failed to create user for someone.else+tag@example.org', failure, {
      email: 'someone.else+tag@example.org',
      nested: { to: ['a.b@mail.example.net'], count: 2 },
    })
    log.log('warn', 'a warning')
    log.log('debug', 'a detail')
    expect(lines).toHaveLength(3)
    const [error, warn, debug] = lines.map((line) => JSON.parse(line))
    expect(error).toMatchObject({
      level: 'error',
      msg: 'auth: Failed to create user for [address]',
      details: [
        { error: 'Error', code: '23505' },
        { email: '[address]', nested: { to: ['[address]'], count: 2 } },
      ],
    })
    expect(warn).toMatchObject({ level: 'warn', msg: 'auth: a warning' })
    expect(debug).toMatchObject({ level: 'debug', msg: 'auth: a detail' })
    expect(lines.join('\n')).not.toMatch(/@|%40|insert failed/i)
  })

  it('are off when LOG_LEVEL is silent', () => {
    expect(authLogger(createLogger('silent'), 'silent')).toMatchObject({ disabled: true })
  })
})

describe.each(databaseKinds)('signing up twice with one address on %s', (kind) => {
  const lines: string[] = []
  let smtp: SmtpCapture
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
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
    app = createApp(
      buildAppDeps({ config, database, logger, authSecret: 'a-secret-long-enough-for-tests' }),
    )
  })
  afterAll(async () => {
    await database?.close()
    await smtp?.close()
  })

  it('logs the attempt without the address', async () => {
    const email = 'Twice.Over@Example.com'
    const signUp = () =>
      app.request(`${TEST_ORIGIN}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
        body: JSON.stringify({ email, password: 'secret-enough', name: 'Twice' }),
      })
    expect((await signUp()).status).toBe(200)
    expect((await signUp()).status).toBe(200)
    await smtp.waitForMail(email, 2)
    expect(lines.some((line) => line.includes('Sign-up attempt for existing email'))).toBe(true)
    for (const line of lines) {
      expect(line.toLowerCase()).not.toContain(email.toLowerCase())
      expect(line.toLowerCase()).not.toContain('twice.over')
    }
  })
})
