import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../testing/free-port'
import { testAppOn } from '../testing/test-app'
import { cookieFrom, createTestUser } from '../testing/two-users'
import { openDatabase } from './client'
import { embeddedDatabaseFolder } from './embedded-folder'

/**
 * `npm run db:<command> -- FILE` with DATA_DIR set: the module it runs (built into
 * dist/server/backup.js by `npm run build`), run from its source as the other process tests do.
 */
function npmRun(command: 'backup' | 'restore', file: string, dataDir: string) {
  const cli = ['--import', 'tsx', 'src/server/db/backup-cli.ts', command, file]
  const child = spawn(process.execPath, cli, {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString()
  })
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString()
  })
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

/** The server process on `dataDir`, as `npm start` runs it; resolves once /readyz answers. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      METRICS_PORT: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return child
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not become ready')
}

describe('backing up and restoring the embedded database', () => {
  const root = mkdtempSync(join(tmpdir(), 'cadence-backup-'))
  let server: ChildProcess | undefined
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((r) => server?.once('exit', r))
    }
    rmSync(root, { recursive: true, force: true })
  })

  it('restores into a fresh data folder, where the same person signs in to the same connections', async () => {
    const original = join(root, 'original')
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: embeddedDatabaseFolder(original),
    })
    const t = testAppOn(database)
    const alice = await createTestUser(t, 'Alice')
    for (const name of ['Sam', 'Noor'])
      expect((await alice.json('POST', '/api/connections', { name })).status).toBe(201)
    await database.close()

    const file = join(root, 'cadence.backup')
    const backup = await npmRun('backup', file, original)
    expect(backup).toMatchObject({ code: 0, stderr: '' })
    expect(backup.stdout).toMatch(/^Backed up .+ to .+cadence\.backup \([\d.]+ MB\)\.\n$/)
    expect(existsSync(file)).toBe(true)

    // Never over a database that is there: one line, and nothing changed.
    const over = await npmRun('restore', file, original)
    expect(over.code).toBe(1)
    expect(over.stderr).toMatch(
      /^\S+ already holds a database: restore into an empty data folder[^\n]*\n$/,
    )

    const restored = join(root, 'restored')
    const restore = await npmRun('restore', file, restored)
    expect(restore).toMatchObject({ code: 0, stderr: '' })

    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    server = await startServer(restored, port)
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: alice.email, password: alice.password }),
    })
    expect(signIn.status).toBe(200)
    const list = await fetch(`${origin}/api/connections`, {
      headers: { Cookie: cookieFrom(signIn) },
    })
    expect(list.status).toBe(200)
    const body: { connections: { name: string }[] } = await list.json()
    expect(body.connections.map((c) => c.name).sort()).toEqual(['Noor', 'Sam'])

    // The running server has the folder open: a backup of it now is refused.
    const whileRunning = await npmRun('backup', join(root, 'live.backup'), restored)
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.stderr).toMatch(/^\S+ is open in a running Cadence[^\n]*\n$/)
    expect(existsSync(join(root, 'live.backup'))).toBe(false)
  }, 180_000)

  it('refuses a file that is no backup, and leaves the data folder empty', async () => {
    const file = join(root, 'not-a-backup')
    writeFileSync(file, 'hello')
    const dataDir = join(root, 'refused')
    const restore = await npmRun('restore', file, dataDir)
    expect(restore.code).toBe(1)
    expect(restore.stderr).toMatch(/^\S+not-a-backup could not be restored: [^\n]+\n$/)
    expect(existsSync(embeddedDatabaseFolder(dataDir))).toBe(false)
  }, 60_000)
})
