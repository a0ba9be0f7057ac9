import { createServer } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAIL_UNAVAILABLE } from '#src/contract/auth'
import { createLogger } from '../logger'
import { createMailer, MailUnavailableError } from './mailer'

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })

describe('a mailer whose SMTP server does not answer', () => {
  let smtpUrl = ''
  beforeAll(async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    smtpUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('fails a send with a 503 to show, logs its code but never the address, and remembers it once', async () => {
    const lines: string[] = []
    const mailer = createMailer({
      smtpUrl,
      from: 'Cadence <hello@cadence.local>',
      logger: createLogger('info', (line) => lines.push(line)),
    })
    const failure = await mailer.send(mail('Grace@Example.com')).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MailUnavailableError)
    expect(failure).toMatchObject({ status: 503, message: MAIL_UNAVAILABLE })
    expect(lines.join('\n')).toContain('"code":"ESOCKET"')
    expect(lines.join('\n')).not.toContain('example.com')
    expect(mailer.takeFailure('grace@example.com')).toBe(true)
    expect(mailer.takeFailure('grace@example.com')).toBe(false)
    expect(mailer.takeFailure('someone@example.com')).toBe(false)
    await expect(mailer.check()).rejects.toBeInstanceOf(MailUnavailableError)
  })
})

describe('the development mailer (no SMTP_URL)', () => {
  it('always answers, and a sent mail leaves no failure behind', async () => {
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@y.z',
      logger: createLogger('silent'),
    })
    await mailer.check()
    await mailer.send(mail('grace@example.com'))
    expect(mailer.takeFailure('grace@example.com')).toBe(false)
    expect(mailer.outbox?.list()).toHaveLength(1)
  })
})
