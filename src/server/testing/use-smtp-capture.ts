import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type SmtpCapture, startSmtpCapture } from './smtp-capture'

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
