import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from './testing/free-port'

// The real server process, as `npm start` runs it.
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => ({ stdout, stderr }) }
}

async function waitForPort(output: () => { stdout: string }, child: ChildProcess): Promise<number> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const match = output().stdout.match(/"msg":"listening".*?"port":(\d+)/)
    if (match?.[1]) return Number(match[1])
    if (child.exitCode !== null) throw new Error('the server exited before listening')
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start listening')
}

async function waitForOutput(output: () => { stdout: string }, text: string) {
  const deadline = Date.now() + 30_000
  while (!output().stdout.includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the log`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the server process', () => {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL')
        await new Promise((r) => child.once('exit', r))
      }
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('stops with one line naming the variable when a setting is bad', async () => {
    const server = startServer({ PORT: 'eighty' })
    children.push(server.child)
    expect(await server.exited).toBe(1)
    expect(server.output().stderr.trim()).toMatch(/^Invalid PORT: [^\n]+$/)
  }, 60_000)

  it('says in one line why it could not migrate its database', async () => {
    const closed = await freePort()
    const server = startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/cadence` })
    children.push(server.child)
    expect(await server.exited).toBe(1)
    expect(server.output().stderr).toMatch(
      /^Cadence could not start: could not reach the database to migrate it: connect ECONNREFUSED 127\.0\.0\.1:\d+\n$/,
    )
  }, 60_000)

  it('on SIGTERM turns /readyz 503 at once, serves for SHUTDOWN_DRAIN_SECONDS, then exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-server-'))
    dirs.push(dataDir)
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const drainSeconds = 3
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: origin,
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    })
    children.push(server.child)
    await waitForPort(server.output, server.child)
    expect((await fetch(`${origin}/readyz`)).status).toBe(200)
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    await waitForOutput(server.output, '"msg":"shutting down"')
    // Draining: not ready, yet every request is still served, each closing its connection.
    const readyz = await fetch(`${origin}/readyz`)
    const healthz = await fetch(`${origin}/healthz`)
    const page = await fetch(`${origin}/api/blog/posts`)
    const answeredAt = Date.now()
    expect(answeredAt - signalledAt).toBeLessThan(drainSeconds * 1000)
    expect(readyz.status).toBe(503)
    expect(await readyz.json()).toMatchObject({ status: 'draining' })
    expect(healthz.status).toBe(200)
    expect(page.status).toBe(200)
    expect([readyz, healthz, page].map((r) => r.headers.get('connection'))).toEqual([
      'close',
      'close',
      'close',
    ])
    expect(server.output().stdout).not.toContain('"msg":"closing the listener"')
    // Then the listener closes and the process ends on its own.
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainSeconds * 1000)
    expect(server.output().stdout).toContain('"msg":"stopped"')
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow()
  }, 120_000)

  it('serves, then on SIGTERM stops accepting, closes the database and exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-server-'))
    dirs.push(dataDir)
    const server = startServer({ DATA_DIR: dataDir })
    children.push(server.child)
    const port = await waitForPort(server.output, server.child)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
    expect(ready.status).toBe(200)
    const stoppedAt = Date.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(10_000)
    expect(server.output().stdout).toContain('"msg":"stopped"')
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
  }, 120_000)

  it('on SIGTERM under load, finishes in-flight requests with Connection: close, refuses new ones and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-server-'))
    dirs.push(dataDir)
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin })
    children.push(server.child)
    await waitForPort(server.output, server.child)
    // Sign-ups hash a password (about a second of CPU each): slow enough to be in flight, and
    // few enough to finish within the server's grace period on a busy two-core machine.
    const signUp = (i: number) =>
      fetch(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({
          email: `load-${i}@example.com`,
          password: 'secret-enough',
          name: '',
        }),
      }).then((r) => ({
        status: r.status,
        connection: r.headers.get('connection'),
        receivedAt: Date.now(),
      }))
    const load = Array.from({ length: 3 }, (_, i) => signUp(i))
    // Once the first answer is back the others are being hashed: in flight on the server.
    await Promise.race(load)
    server.child.kill('SIGTERM')
    await waitForOutput(server.output, '"msg":"shutting down"')
    const drainingSince = Date.now()
    const late = await Promise.allSettled([
      fetch(`${origin}/healthz`),
      fetch(`${origin}/api/blog/posts`),
    ])
    const finished = await Promise.all(load)
    expect(await server.exited).toBe(0)
    expect(finished.map((r) => r.status)).toEqual(Array(3).fill(200))
    // Every answer given while draining told the client to close its connection.
    const whileDraining = finished.filter((r) => r.receivedAt >= drainingSince)
    expect(whileDraining.length).toBeGreaterThan(0)
    expect(whileDraining.map((r) => r.connection)).toEqual(whileDraining.map(() => 'close'))
    expect(late.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  }, 120_000)
})
