import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

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

interface CaptureOptions {
  /** The port to listen on; a free one when left out. */
  port?: number
  /** Called with each mail once it is kept; the mail is refused if this fails. */
  onMail?: (mail: CapturedMail) => Promise<void> | void
}

/**
 * Tests only: a real SMTP server in this process that keeps every mail it receives. Vitest reads
 * the mails here; the end-to-end run (e2e/support/global-setup.ts) also hands each to `onMail`,
 * which files it where the browser tests, in other processes, can read it.
 */
export async function startSmtpCapture({
  port = 0,
  onMail,
}: CaptureOptions = {}): Promise<SmtpCapture> {
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
        const mail = { to, raw, decoded: decodeQuotedPrintable(raw) }
        mails.push(mail)
        Promise.resolve(onMail?.(mail)).then(
          () => callback(),
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${listening}`,
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
