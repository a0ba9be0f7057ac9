// `npm run bench:api`: load on the HTTP API of a real server process, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL, written
// to docs/benchmarks.md. Only ever aimed at 127.0.0.1, each run bounded in time.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
/** `BENCH_SCENARIOS=read` (or `list,read,sign-in`) measures only those scenarios; all by default. */
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'list,read,sign-in').split(','))
const HOST = '127.0.0.1'
const PASSWORD = 'bench-password-long-enough'

interface Row {
  database: string
  scenario: string
  connections: number
  requestsPerSecond: number
  p50: number
  p99: number
  max: number
  non2xx: number
  errors: number
  /** Server CPU (user + system) per answered request: comparable even on a busy machine. */
  cpuMsPerRequest: number
}

/** CPU time used so far by a process, in ms (Linux /proc; clock ticks are 1/100 s). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

/**
 * The server writes its log to a file, as a deployment's log collector would take it. A pipe
 * to this process would not do: stdout to a pipe is written synchronously, so whenever this
 * process, busy generating the load, is slow to read, the server stops in `write` and the
 * benchmark measures the load generator's event loop instead of the server.
 */
function startServer(port: number, env: Record<string, string>) {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const logFile = join(env.DATA_DIR ?? tmpdir(), `server-${port}.log`)
  const log = openSync(logFile, 'w')
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST,
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  })
  closeSync(log)
  // What setup needs (listening, the confirmation link) is in the log's first megabyte.
  const output = () => {
    const file = openSync(logFile, 'r')
    try {
      const head = Buffer.alloc(1_000_000)
      return head.toString('utf8', 0, readSync(file, head, 0, head.length, 0))
    } finally {
      closeSync(file)
    }
  }
  return { child, output }
}

/** Authenticated read against the bare Hono + pg handler, rounds taking turns (medians). */
interface Comparison {
  rounds: number
  cadence: Row
  bare: Row
  cadenceRuns: Row[]
  bareRuns: Row[]
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

function startBare(port: number, env: Record<string, string>) {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/api-bare.ts'], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString()
  })
  return { child, output: () => stdout }
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The run whose req/s is the median, with the median p99 of all runs. */
function medianRow(runs: Row[]): Row {
  const byRate = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const row = byRate[Math.floor(byRate.length / 2)] as Row
  return {
    ...row,
    p50: middle(runs.map((r) => r.p50)),
    p99: middle(runs.map((r) => r.p99)),
    cpuMsPerRequest: middle(runs.map((r) => r.cpuMsPerRequest)),
  }
}

async function waitFor<T>(what: string, probe: () => T | undefined, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

/** A confirmed user with a session cookie, made through the real sign-up and mailed link. */
async function signedInUser(base: string, output: () => string) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`
  const headers = { 'Content-Type': 'application/json', Origin: base }
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench' }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`)
  const link = await waitFor('the confirmation link', () => {
    const line = output()
      .split('\n')
      .find((l) => l.includes('"mail kept in the development outbox"') && l.includes(email))
    return line ? (JSON.parse(line).link as string) : undefined
  })
  await fetch(link, { redirect: 'manual' })
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((l) => l.split(';')[0])
    .join('; ')
  for (const name of ['Sam', 'Alex', 'Robin']) {
    const created = await fetch(`${base}/api/connections`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie },
      body: JSON.stringify({ name, relationshipType: 'Friend' }),
    })
    if (created.status !== 201) throw new Error(`creating a connection failed: ${created.status}`)
  }
  return { email, cookie }
}

async function measure(
  server: ChildProcess,
  database: string,
  scenario: string,
  options: autocannon.Options,
): Promise<Row> {
  const cpuBefore = cpuMs(server.pid)
  const result = await autocannon({ duration: DURATION_S, ...options })
  const cpuUsed = cpuMs(server.pid) - cpuBefore
  const row: Row = {
    database,
    scenario,
    connections: options.connections ?? 10,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest:
      Math.round((cpuUsed / Math.max(1, result.requests.total - result.errors)) * 100) / 100,
  }
  process.stdout.write(`${JSON.stringify(row)}\n`)
  return row
}

async function benchOne(
  database: string,
  env: Record<string, string>,
  port: number,
  bareDatabaseUrl?: string,
): Promise<{ rows: Row[]; comparison?: Comparison }> {
  const server = startServer(port, env)
  let comparison: Comparison | undefined
  try {
    await waitFor('the server', () =>
      server.output().includes('"msg":"listening"') ? true : undefined,
    )
    const base = `http://${HOST}:${port}`
    const user = await signedInUser(base, server.output)
    const rows: Row[] = []
    if (SCENARIOS.has('list'))
      rows.push(
        await measure(server.child, database, 'public list `GET /api/blog/posts`', {
          url: `${base}/api/blog/posts`,
          connections: 50,
        }),
      )
    const readAt = (url: string) => ({ url, connections: 50, headers: { cookie: user.cookie } })
    const readLabel = 'authenticated read `GET /api/connections`'
    if (SCENARIOS.has('read') && bareDatabaseUrl !== undefined) {
      comparison = await compareWithBare(server.child, base, user.cookie, port + 1, {
        DATABASE_URL: bareDatabaseUrl,
        BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? '',
      })
      rows.push({ ...comparison.cadence, database, scenario: readLabel })
    } else if (SCENARIOS.has('read')) {
      rows.push(await measure(server.child, database, readLabel, readAt(`${base}/api/connections`)))
    }
    // Each sign-in comes from its own address, as many people signing in at once would.
    let n = 0
    if (SCENARIOS.has('sign-in'))
      rows.push(
        await measure(server.child, database, 'sign-in `POST /api/auth/sign-in/email`', {
          url: `${base}/api/auth/sign-in/email`,
          connections: 10,
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => {
                n++
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    origin: base,
                    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                  },
                  body: JSON.stringify({ email: user.email, password: PASSWORD }),
                }
              },
            },
          ],
        }),
      )
    return { rows, comparison }
  } finally {
    await stop(server.child)
  }
}

/**
 * The same authenticated read from Cadence and from the bare handler, on the same database and
 * data, with the same load generator and concurrency, the two taking turns ROUNDS times.
 */
async function compareWithBare(
  server: ChildProcess,
  base: string,
  cookie: string,
  port: number,
  env: Record<string, string>,
): Promise<Comparison> {
  const cookieName = cookie
    .split('; ')
    .map((pair) => pair.slice(0, pair.indexOf('=')))
    .find((name) => name.endsWith('session_token'))
  if (!cookieName) throw new Error('no session cookie to compare with')
  const bare = startBare(port, { ...env, SESSION_COOKIE: cookieName })
  try {
    await waitFor('the bare server', () =>
      bare.output().includes('"msg":"listening"') ? true : undefined,
    )
    const bareBase = `http://${HOST}:${port}`
    // Both answer the same list; only the bare one may leave fields in another order.
    const [ours, theirs] = await Promise.all(
      [base, bareBase].map(async (at) =>
        (await fetch(`${at}/api/connections`, { headers: { cookie } })).json(),
      ),
    )
    if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      throw new Error(`the bare handler answers otherwise: ${JSON.stringify(theirs)}`)
    }
    const cadenceRuns: Row[] = []
    const bareRuns: Row[] = []
    const options = (at: string) => ({
      url: `${at}/api/connections`,
      connections: 50,
      headers: { cookie },
    })
    // Both warmed up first (V8 compiles the hot path under load), unmeasured.
    for (const at of [base, bareBase]) await autocannon({ ...options(at), duration: 3 })
    for (let round = 0; round < ROUNDS; round++) {
      cadenceRuns.push(await measure(server, 'PostgreSQL', 'Cadence', options(base)))
      bareRuns.push(await measure(bare.child, 'PostgreSQL', 'bare Hono + pg', options(bareBase)))
    }
    return {
      rounds: ROUNDS,
      cadence: medianRow(cadenceRuns),
      bare: medianRow(bareRuns),
      cadenceRuns,
      bareRuns,
    }
  } finally {
    await stop(bare.child)
  }
}

async function main() {
  const rows: Row[] = []
  let comparison: Comparison | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-bench-api-'))
  const basePort = Number(process.env.BENCH_PORT ?? 3300)
  const load = loadavg()[0]?.toFixed(1)
  try {
    if (process.env.BENCH_ONLY !== 'PostgreSQL')
      rows.push(...(await benchOne('PGlite', { DATA_DIR: dataDir }, basePort)).rows)
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (adminUrl) {
      const name = `cadence_bench_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      const url = new URL(adminUrl)
      url.pathname = `/${name}`
      try {
        // Known to the bench, so that the bare handler can check the same signed cookie.
        const secret = randomBytes(32).toString('base64url')
        const result = await benchOne(
          'PostgreSQL',
          { DATA_DIR: dataDir, DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret },
          basePort + 1,
          url.toString(),
        )
        rows.push(...result.rows)
        comparison = result.comparison
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (comparison) process.stdout.write(`${comparisonText(comparison)}\n`)
  if (!process.env.BENCH_NO_WRITE) writeResults(rows, load ?? '?', comparison)
}

function comparisonText({ rounds, cadence, bare, cadenceRuns, bareRuns }: Comparison): string {
  const share = cadence.requestsPerSecond / bare.requestsPerSecond
  const roundShares = cadenceRuns.map(
    (r, i) => r.requestsPerSecond / (bareRuns[i]?.requestsPerSecond ?? Number.NaN),
  )
  const cpuRatio = cadence.cpuMsPerRequest / bare.cpuMsPerRequest
  const p99Ratio = cadence.p99 / Math.max(1, bare.p99)
  const runs = (list: Row[]) => list.map((r) => `${r.requestsPerSecond} (p99 ${r.p99})`).join(', ')
  const met = share >= 0.6 && p99Ratio <= 2
  return `### Against a bare Hono + \`pg\` handler

The same run, PostgreSQL: the authenticated read against \`bench/api-bare.ts\` (Hono, a \`pg\` pool of 10, the same
signed-cookie check, session lookup and list query, and nothing else: no security headers, origin check, rate limits or
log), on the same database and data with the same autocannon settings (50 connections, ${DURATION_S} s), the two taking
turns ${rounds} times; medians.

| handler | req/s | p50 ms | p99 ms | server CPU ms / request | runs: req/s (p99 ms) |
|---|---|---|---|---|---|
| Cadence | ${cadence.requestsPerSecond} | ${cadence.p50} | ${cadence.p99} | ${cadence.cpuMsPerRequest} | ${runs(cadenceRuns)} |
| bare Hono + pg | ${bare.requestsPerSecond} | ${bare.p50} | ${bare.p99} | ${bare.cpuMsPerRequest} | ${runs(bareRuns)} |

Cadence answers **${Math.round(share * 100)} %** of the bare handler's requests per second (goal ≥ 60 %),
with a p99 **${p99Ratio.toFixed(1)}×** its p99 (goal ≤ 2×): ${met ? 'both goals met' : 'the goal is not met in this run'}.
Round by round Cadence answered ${roundShares.map((x) => `${Math.round(x * 100)} %`).join(', ')} of the bare handler's
requests (median ${Math.round(middle(roundShares) * 100)} %); it spends ${cpuRatio.toFixed(1)}× the bare handler's server CPU time per request.`
}

function writeResults(rows: Row[], load: string, comparison?: Comparison) {
  const file = 'docs/benchmarks.md'
  const start = '<!-- bench:api:start -->'
  const end = '<!-- bench:api:end -->'
  const table = [
    '| database | scenario | connections | req/s | p50 ms | p99 ms | max ms | non-2xx | errors | server CPU ms / request |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} | ${r.cpuMsPerRequest} |`,
    ),
  ].join('\n')
  const section = `${start}
## API under load

\`npm run bench:api\` (\`bench/api.ts\`), ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, Node ${process.version}, load average ${load} at the start.
One server process (\`src/server/index.ts\`, request log on, to a file) on 127.0.0.1; autocannon runs ${DURATION_S} s per
scenario from the same machine. The authenticated read lists a user's three connections by their session cookie; each
sign-in comes from its own address (TRUST_PROXY=1, so no per-client limit applies) and hashes a password (scrypt N=2^17).

${table}
${comparison ? `\n${comparisonText(comparison)}\n` : ''}${end}`
  const current = readFileSync(file, 'utf8')
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${current.trimEnd()}\n\n${section}\n`
  writeFileSync(file, next)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`)
  process.exit(1)
})
