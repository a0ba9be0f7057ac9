import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../testing/free-port'

// The real server process, as `npm start` runs it, with and without METRICS_PORT.
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      METRICS_PORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString()
  })
  return { child, output: () => stdout }
}

/** The port the server logged for `message`, once it has. */
async function loggedPort(
  server: { child: ChildProcess; output: () => string },
  message: string,
): Promise<number> {
  const pattern = new RegExp(`"msg":"${message}".*?"port":(\\d+)`)
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const match = server.output().match(pattern)
    if (match?.[1]) return Number(match[1])
    if (server.child.exitCode !== null) throw new Error('the server exited before listening')
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not log "${message}"`)
}

describe('the metrics port', () => {
  const dirs: string[] = []
  const children: ChildProcess[] = []
  const start = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cadence-metrics-'))
    dirs.push(dataDir)
    const server = startServer({ DATA_DIR: dataDir, ...env })
    children.push(server.child)
    return server
  }
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('serves /metrics on METRICS_PORT, counting the public port’s requests; the public port has none', async () => {
    const metricsPort = await freePort()
    const server = start({ METRICS_PORT: String(metricsPort) })
    const port = await loggedPort(server, 'listening')
    expect(await loggedPort(server, 'metrics listening')).toBe(metricsPort)
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200)

    const publicMetrics = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(publicMetrics.status).toBe(404)
    expect(await publicMetrics.text()).not.toContain('http_request_duration_seconds')

    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(scrape.status).toBe(200)
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await scrape.text()
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} 1$/m,
    )
    expect(text).toMatch(/^cadence_db_pool_waiting 0$/m)
    expect(text).toMatch(/^process_cpu_seconds_total /m)
    // The metrics port answers /metrics and nothing of the app.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(404)
  }, 120_000)

  it('is not opened without METRICS_PORT', async () => {
    const server = start({})
    const port = await loggedPort(server, 'listening')
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404)
    expect(server.output()).not.toContain('"msg":"metrics listening"')
  }, 120_000)
})
