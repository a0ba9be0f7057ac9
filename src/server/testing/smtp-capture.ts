import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach } from 'vitest'

export interface CapturedMail {
  to: string[]
  raw: string
  /** The raw message with quoted-printable soft breaks and escapes undone, for searching. */
  decoded: string
}

export interface SmtpCapture {
  url: string
  mails: CapturedMail[]
  waitForMail(to: string, count?: number, timeoutMs?: number): Promise<CapturedMail>
  close(): Promise<void>
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** Tests only: a real SMTP server in this process that keeps every mail it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        mails.push({ to, raw, decoded: decodeQuotedPrintable(raw) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = mails.filter((m) => m.to.includes(to.toLowerCase()))
        const mail = found[count - 1]
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The confirmation link of a captured mail. */
export function confirmationLinkIn(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/.exec(mail.decoded)
  if (!match) throw new Error('the mail carries no confirmation link')
  return match[0].replaceAll('&amp;', '&')
}

/**
 * Starts a capture server for this test file, before the app is built, and empties it before
 * each test. Spread the returned `env` into useTestApp: its SMTP_URL is read once the server listens.
 */
export function useSmtpCapture(): { env: Record<string, string>; capture(): SmtpCapture } {
  let current: SmtpCapture | undefined
  const capture = () => {
    if (!current) throw new Error('the SMTP capture server is not running')
    return current
  }
  beforeAll(async () => {
    current = await startSmtpCapture()
  })
  beforeEach(() => {
    capture().mails.length = 0
  })
  afterAll(async () => {
    await current?.close()
  })
  return {
    env: {
      get SMTP_URL() {
        return capture().url
      },
    },
    capture,
  }
}
