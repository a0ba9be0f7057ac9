import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server that writes each received mail as JSON into `dir`, for tests to open. */
export async function startSmtpCapture(port: number, dir: string) {
  mkdirSync(dir, { recursive: true })
  let n = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          const record = {
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            receivedAt: Date.now(),
          }
          n += 1
          writeFileSync(join(dir, `${Date.now()}-${process.pid}-${n}.json`), JSON.stringify(record))
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
