import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

interface AppServerOptions {
  port: number
  smtpPort: number
  dataDir: string
}

/**
 * Tools only (the browser benchmark, the screenshot script): the production server on its own
 * port, with a fresh PGlite database in `dataDir`, mailing to a local SMTP capture; resolves once
 * `/readyz` answers. The end-to-end run starts its own (e2e/support/global-setup.ts).
 */
export async function startAppServer({
  port,
  smtpPort,
  dataDir,
}: AppServerOptions): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let tries = 0; tries < 360; tries++) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error('The server did not become ready in time')
}
