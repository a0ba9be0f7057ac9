import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSmtpCapture } from '#src/server/testing/smtp-capture'
import { E2E_BASE_URL, E2E_PORT, E2E_SMTP_PORT, MAILBOX_DIR } from './e2e-env'
import { keepMail } from './mailbox'

async function waitUntilReady(server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(`${E2E_BASE_URL}/readyz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('The server did not become ready in time')
}

/** Starts a real SMTP capture server and the production build of Cadence on a fresh database. */
export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true })
  const smtp = await startSmtpCapture({ port: E2E_SMTP_PORT, onMail: keepMail })
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-e2e-'))
  // The built server, as production runs it (scripts/build-server.ts).
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Real scrypt at a lower cost: the journeys are about the flows, not the hash's price
      // (src/server/auth/password-hash.test.ts hashes at the production cost).
      PASSWORD_HASH_LOG2N: '13',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // The blog e2e reads a fixture post beside the shipped ones.
      BLOG_CONTENT_DIR: 'e2e/fixtures/blog',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntilReady(server, 90_000)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
