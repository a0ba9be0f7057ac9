import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_ROOT } from './app-root'
import { freePort } from './testing/free-port'
import { sampleAnalysis } from './testing/sample-analysis'
import { confirmationLinkIn, type SmtpCapture, startSmtpCapture } from './testing/smtp-capture'

// Cadence as docs/deploy.md runs it, on the PostgreSQL server: the built server (no TypeScript),
// the one-shot `migrate`, two production instances started at once, and Debian's HAProxy in
// front with deploy/haproxy.cfg, checking /readyz. Under steady load from a few users, each
// instance is restarted in turn: no request may fail and every acknowledged write must be there
// afterwards. Then what must hold across instances is tried on both.
//
// HAProxy: `npm test` installs Debian's package when it is missing (scripts/test.mjs), and CI
// installs it (.ci/run); here a missing HAProxy fails the test rather than leaving it out.
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy'
const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const USERS = 4
const PASSWORD = 'a-long-enough-password'
/** Each user signs in again this often: under the limit of 10 sign-ins a minute per client. */
const SIGN_IN_EVERY_MS = 7_000

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

interface CallOptions {
  method?: string
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
  /** The client's own loopback address, so each user has its own rate limits. */
  localAddress?: string
  agent?: Agent
}

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('two production instances behind HAProxy', () => {
  const cleanups: (() => Promise<void> | void)[] = []
  const ports = { lb: 0, stats: 0, a: 0, b: 0 }
  const instances = new Map<'a' | 'b', ChildProcess>()
  const state = {} as {
    origin: string
    databaseUrl: string
    serverDir: string
    smtp: SmtpCapture
    secret: string
    db: pg.Client
  }

  function call(port: number, path: string, options: CallOptions = {}): Promise<Answer> {
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body)
    const headers: Record<string, string> = { Origin: state.origin, ...options.headers }
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json'
    if (options.cookie) headers.Cookie = options.cookie
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          headers,
          localAddress: options.localAddress,
          agent: options.agent ?? false,
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }
  /** Through HAProxy, as a browser would. */
  const viaProxy = (path: string, options?: CallOptions) => call(ports.lb, path, options)

  function startInstance(name: 'a' | 'b'): ChildProcess {
    const child = spawn(process.execPath, [join(state.serverDir, 'index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(ports[name]),
        PUBLIC_URL: state.origin,
        DATABASE_URL: state.databaseUrl,
        DATABASE_POOL_SIZE: '5',
        BETTER_AUTH_SECRET: state.secret,
        SMTP_URL: state.smtp.url,
        TRUST_PROXY: '1',
        // Real scrypt at a lower cost: this is about the instances, not the hash's price.
        PASSWORD_HASH_LOG2N: '13',
        LOG_LEVEL: 'warn',
        // SHUTDOWN_DRAIN_SECONDS is left to its production default.
        SHUTDOWN_DRAIN_SECONDS: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('exit', (code) => {
      if (code !== 0) process.stderr.write(`instance ${name} exited ${code}: ${stderr}\n`)
    })
    instances.set(name, child)
    return child
  }

  async function stopInstance(child: ChildProcess): Promise<number | null> {
    if (child.exitCode !== null) return child.exitCode
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    return exited
  }

  const ready = (name: 'a' | 'b') =>
    until(`instance ${name} to be ready`, async () => {
      if (instances.get(name)?.exitCode !== null)
        throw new Error(`instance ${name} exited before it was ready`)
      return (await call(ports[name], '/readyz')).status === 200
    })

  /** HAProxy's view of each instance: UP, DOWN, "UP 1/2"… */
  async function proxyStatus(): Promise<Record<string, string>> {
    const csv = await call(ports.stats, '/;csv')
    const status: Record<string, string> = {}
    for (const line of csv.text.split('\n')) {
      const [proxy, server, ...fields] = line.split(',')
      if (proxy === 'cadence' && (server === 'a' || server === 'b'))
        status[server] = fields[15] ?? ''
    }
    return status
  }
  const proxySees = (name: 'a' | 'b', status: string) =>
    until(`HAProxy to see ${name} ${status}`, async () => (await proxyStatus())[name] === status)

  beforeAll(async () => {
    if (!existsSync(HAPROXY))
      throw new Error(
        `HAProxy is missing (${HAPROXY}): install Debian's haproxy package (npm test does it).`,
      )
    // The built server in a folder of its own under dist/, as `npm run build` makes dist/server.
    const serverDir = join(APP_ROOT, `dist/server-test-${process.pid}`)
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build-server.ts', '--out', serverDir],
      {
        cwd: APP_ROOT,
        stdio: 'ignore',
      },
    )
    cleanups.push(() => rmSync(serverDir, { recursive: true, force: true }))

    const name = `cadence_lb_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
    const databaseUrl = new URL(adminUrl)
    databaseUrl.pathname = `/${name}`

    const smtp = await startSmtpCapture()
    cleanups.push(() => smtp.close())
    for (const key of ['lb', 'stats', 'a', 'b'] as const) ports[key] = await freePort()
    Object.assign(state, {
      origin: `http://127.0.0.1:${ports.lb}`,
      databaseUrl: databaseUrl.toString(),
      serverDir,
      smtp,
      secret: randomBytes(32).toString('hex'),
    })

    // The release step, then both instances at once, then the proxy (compose.yaml's order).
    execFileSync(process.execPath, [join(serverDir, 'migrate.js')], {
      env: { ...process.env, DATABASE_URL: state.databaseUrl },
      stdio: 'ignore',
    })
    cleanups.push(async () => {
      for (const child of instances.values()) await stopInstance(child)
    })
    startInstance('a')
    startInstance('b')
    await Promise.all([ready('a'), ready('b')])

    const haproxy = spawn(HAPROXY, ['-db', '-f', join(APP_ROOT, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        CADENCE_BIND: `127.0.0.1:${ports.lb}`,
        CADENCE_A: `127.0.0.1:${ports.a}`,
        CADENCE_B: `127.0.0.1:${ports.b}`,
        HAPROXY_STATS_BIND: `127.0.0.1:${ports.stats}`,
      },
      stdio: 'ignore',
    })
    cleanups.push(async () => {
      if (haproxy.exitCode !== null) return
      const exited = new Promise((resolve) => haproxy.once('exit', resolve))
      haproxy.kill('SIGTERM')
      await exited
    })
    await Promise.all([proxySees('a', 'UP'), proxySees('b', 'UP')])

    state.db = new pg.Client({ connectionString: state.databaseUrl })
    await state.db.connect()
    cleanups.push(() => state.db.end())
  }, 120_000)

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }, 60_000)

  /** Signs up through `signUpPort`, follows the mailed link through `confirmPort`, signs in through the proxy. */
  async function newUser(
    label: string,
    signUpPort: number,
    confirmPort: number,
    localAddress?: string,
  ): Promise<{ email: string; cookie: string; id: string }> {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.com`
    const signUp = await call(signUpPort, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: PASSWORD, name: '' },
      localAddress,
    })
    expect(signUp.status, signUp.text).toBe(200)
    const link = new URL(confirmationLinkIn(await state.smtp.waitForMail(email)))
    const confirm = await call(confirmPort, `${link.pathname}${link.search}`, { localAddress })
    expect(confirm.status, confirm.text).toBeLessThan(400)
    const cookie = await signIn(email, localAddress)
    const rows = await state.db.query<{ id: string }>('select id from "user" where email = $1', [
      email,
    ])
    return { email, cookie, id: rows.rows[0]?.id ?? '' }
  }

  async function signIn(email: string, localAddress?: string, agent?: Agent): Promise<string> {
    const answer = await viaProxy('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email, password: PASSWORD },
      localAddress,
      agent,
    })
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
    return [answer.headers['set-cookie'] ?? []]
      .flat()
      .map((line) => line.split(';')[0])
      .join('; ')
  }

  it('restarting both instances in turn under load fails no request and loses no write', async () => {
    // Each user has a loopback address of its own (its rate limits) and keeps its connections
    // to HAProxy open between requests, as a browser does.
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const localAddress = `127.0.0.${20 + i}`
        const user = await newUser(`load${i}`, ports.lb, ports.lb, localAddress)
        // Paid, so connections and analyses have no monthly limit.
        await state.db.query(
          `update user_subscriptions set subscription_tier = 'premium' where user_id = $1`,
          [user.id],
        )
        return { ...user, localAddress, agent: new Agent({ keepAlive: true, maxSockets: 1 }) }
      }),
    )
    const analysis = JSON.stringify(sampleAnalysis(3, 30))
    const failures: string[] = []
    const acknowledged = { names: new Map<string, string>(), analyses: new Map<string, number>() }
    const rounds = new Array<number>(USERS).fill(0)
    let requests = 0
    let stop = false

    async function step(
      user: (typeof users)[number],
      what: string,
      path: string,
      options: CallOptions = {},
    ): Promise<Answer | null> {
      requests++
      try {
        const answer = await viaProxy(path, {
          ...options,
          cookie: user.cookie,
          localAddress: user.localAddress,
          agent: user.agent,
        })
        if (answer.status >= 200 && answer.status < 300) return answer
        failures.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`)
      } catch (error) {
        failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`)
      }
      return null
    }

    async function run(user: (typeof users)[number], index: number) {
      let signedInAt = Date.now()
      for (let round = 0; !stop && round < 10_000; round++) {
        if (Date.now() - signedInAt > SIGN_IN_EVERY_MS) {
          requests++
          try {
            user.cookie = await signIn(user.email, user.localAddress, user.agent)
          } catch (error) {
            failures.push(`sign-in: ${error instanceof Error ? error.message : String(error)}`)
          }
          signedInAt = Date.now()
        }
        await step(user, 'list', '/api/connections')
        const created = await step(user, 'create', '/api/connections', {
          method: 'POST',
          body: { name: `Sam ${index}.${round}` },
        })
        const id: unknown = created ? JSON.parse(created.text).connection?.id : null
        if (typeof id === 'string') {
          acknowledged.names.set(id, `Sam ${index}.${round}`)
          const name = `Robin ${index}.${round}`
          if (
            await step(user, 'rename', `/api/connections/${id}`, {
              method: 'PATCH',
              body: { name },
            })
          )
            acknowledged.names.set(id, name)
          if (
            await step(user, 'save analysis', `/api/connections/${id}/analyses`, {
              method: 'POST',
              body: analysis,
            })
          )
            acknowledged.analyses.set(id, (acknowledged.analyses.get(id) ?? 0) + 1)
        }
        await step(user, 'blog', '/api/blog/posts')
        await step(user, 'feed', '/blog/rss.xml')
        await step(user, 'sitemap', '/sitemap.xml')
        rounds[index] = round + 1
      }
    }

    /** Waits until every user has gone `more` rounds further. */
    const moreRounds = (more: number) => {
      const target = rounds.map((done) => done + more)
      return until(`${more} more rounds of load`, async () =>
        rounds.every((done, i) => done >= (target[i] ?? 0)),
      )
    }

    const load = Promise.all(users.map((user, index) => run(user, index)))
    const exitCodes: (number | null)[] = []
    try {
      await moreRounds(2)
      for (const name of ['a', 'b'] as const) {
        const old = instances.get(name)
        if (!old) throw new Error(`no instance ${name}`)
        exitCodes.push(await stopInstance(old))
        await proxySees(name, 'DOWN')
        startInstance(name)
        await ready(name)
        await proxySees(name, 'UP')
        await moreRounds(2)
      }
    } finally {
      stop = true
      await load
      for (const user of users) user.agent.destroy()
    }

    console.info(
      `rolling restart: ${requests} requests by ${USERS} users, ${failures.length} failed, rounds ${rounds.join('/')}`,
    )
    expect(failures).toEqual([])
    expect(exitCodes).toEqual([0, 0])
    expect(requests).toBeGreaterThan(USERS * 8 * 6)

    // Every write the users were told succeeded is there, as they last saw it.
    const ids = [...acknowledged.names.keys()]
    const stored = await state.db.query<{ id: string; name: string; analyses: number }>(
      `select c.id, c.name, (select count(*)::int from connection_analyses a where a.connection_id = c.id) as analyses
         from connections c where c.id = any($1::uuid[])`,
      [ids],
    )
    expect(stored.rows.length).toBe(ids.length)
    for (const row of stored.rows) {
      expect(row.name).toBe(acknowledged.names.get(row.id))
      expect(row.analyses).toBe(acknowledged.analyses.get(row.id) ?? 0)
    }
  }, 240_000)

  it('a sign-up made on one instance is confirmed on the other', async () => {
    const user = await newUser('crossing', ports.a, ports.b)
    const rows = await state.db.query<{ verified: boolean }>(
      'select email_verified as verified from "user" where id = $1',
      [user.id],
    )
    expect(rows.rows[0]?.verified).toBe(true)
    expect((await viaProxy('/api/connections', { cookie: user.cookie })).status).toBe(200)
  })

  it('a rate limit counts the requests of both instances together', async () => {
    const answers: Answer[] = []
    for (let i = 0; i < 11; i++)
      answers.push(
        await call(i % 2 === 0 ? ports.a : ports.b, '/api/newsletter', {
          method: 'POST',
          body: { email: `reader-${i}@example.com` },
          // As HAProxy would write it for this client.
          headers: { 'X-Forwarded-For': '192.0.2.77' },
        }),
      )
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201))
    expect(answers[10]?.status).toBe(429)
  })

  it('a payment posted to both instances at once is taken once', async () => {
    const user = await newUser('payer', ports.lb, ports.lb)
    const checkout = await viaProxy('/api/billing/checkout-session', {
      method: 'POST',
      body: { tier: 'premium' },
      cookie: user.cookie,
    })
    expect(checkout.status, checkout.text).toBe(200)
    const page = new URL(JSON.parse(checkout.text).url)
    const pay = (port: number) =>
      call(port, page.pathname, {
        method: 'POST',
        cookie: user.cookie,
        body: '',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    const answers = await Promise.all([pay(ports.a), pay(ports.b)])
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409])
    const subscriptions = await state.db.query<{ n: number }>(
      'select count(*)::int as n from billing_test_subscriptions where user_id = $1',
      [user.id],
    )
    expect(subscriptions.rows[0]?.n).toBe(1)
    const tier = await state.db.query<{ tier: string }>(
      'select subscription_tier as tier from user_subscriptions where user_id = $1',
      [user.id],
    )
    expect(tier.rows[0]?.tier).toBe('premium')
  })

  // The limit of two exports in progress protects each instance's CPU and memory, so it is
  // counted per instance (exports/export-builds.ts, and docs/deploy.md): on two instances a
  // user may have two in progress on each.
  it('holds a user to two exports in progress on each instance', async () => {
    const user = await newUser('exporter', ports.lb, ports.lb)
    await state.db.query(
      `update user_subscriptions set subscription_tier = 'premium' where user_id = $1`,
      [user.id],
    )
    const created = await viaProxy('/api/connections', {
      method: 'POST',
      body: { name: 'Alex' },
      cookie: user.cookie,
    })
    const id: string = JSON.parse(created.text).connection.id
    const saved = await viaProxy(`/api/connections/${id}/analyses`, {
      method: 'POST',
      body: sampleAnalysis(5, 400),
      cookie: user.cookie,
    })
    expect(saved.status).toBe(201)
    const exportOn = (port: number) =>
      call(port, `/api/connections/${id}/export/pdf`, { cookie: user.cookie })
    const answers = await Promise.all(
      [ports.a, ports.a, ports.a, ports.b, ports.b, ports.b].map(exportOn),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.slice(0, 3).sort()).toEqual([200, 200, 429])
    expect(statuses.slice(3).sort()).toEqual([200, 200, 429])
  })
})
