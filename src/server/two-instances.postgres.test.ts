import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { connect, createServer, type Server } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import type { AppDeps } from './app-deps'
import { buildAppDeps } from './build-deps'
import { parseConfig } from './config'
import { type Database, openDatabase } from './db/client'
import { billingEvents, userSubscriptions } from './db/schema'
import { createLogger } from './logger'
import { startFakeStripe } from './testing/fake-stripe'
import type { TestApp } from './testing/test-app'
import { createTestUser } from './testing/two-users'

// Two Cadence processes' worth of app on one PostgreSQL, behind a round-robin on loopback that
// sends each new connection to the next instance: to a client they are one service.
const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const WEBHOOK_SECRET = 'whsec_test_two_instances'

interface Answer {
  status: number
  instance: string
  headers: Record<string, string | string[] | undefined>
  text: string
}

describe('two instances behind a round-robin', () => {
  const fakeStripe = startFakeStripe()
  const cleanups: (() => Promise<void>)[] = []
  const state = {} as { origin: string; deps: AppDeps; database: Database }

  /** One request on a new connection, so the round-robin picks the next instance. */
  function send(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    const url = new URL(path, state.origin)
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        url,
        { method: init.method ?? 'GET', headers: init.headers, agent: false },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString()
          })
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              instance: String(res.headers['x-instance']),
              headers: res.headers,
              text,
            }),
          )
        },
      )
      req.on('error', reject)
      req.end(init.body)
    })
  }
  const json = (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    send(path, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: state.origin, ...headers },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    const stripe = await fakeStripe
    const name = `cadence_two_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      await stripe.close()
    })
    const url = new URL(adminUrl)
    url.pathname = `/${name}`

    // The round-robin listens first: its address is the PUBLIC_URL of both instances.
    const upstreams: number[] = []
    let next = 0
    const balancer: Server = createServer((client) => {
      const port = upstreams[next++ % upstreams.length] ?? 0
      const upstream = connect(port, '127.0.0.1')
      client.pipe(upstream).pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
    })
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve))
    const address = balancer.address()
    if (!address || typeof address !== 'object') throw new Error('no balancer address')
    state.origin = `http://127.0.0.1:${address.port}`
    cleanups.push(() => new Promise((resolve) => balancer.close(() => resolve())))

    for (const instance of ['A', 'B']) {
      const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 })
      const deps = buildAppDeps(
        {
          config: parseConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            PUBLIC_URL: state.origin,
            TRUST_PROXY: '1',
            STRIPE_SECRET_KEY: 'sk_test_fake',
            STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
            STRIPE_PRICE_BASE: 'price_base',
            STRIPE_PRICE_PREMIUM: 'price_premium',
          }),
          database,
          logger: createLogger('silent'),
          authSecret: 'the-same-secret-on-every-instance-of-cadence',
        },
        { stripeApiUrl: stripe.url },
      )
      const app = createApp(deps)
      const server = serve({
        port: 0,
        hostname: '127.0.0.1',
        fetch: async (req) => {
          const res = await app.fetch(req)
          const headers = new Headers(res.headers)
          headers.set('x-instance', instance)
          return new Response(res.body, { status: res.status, headers })
        },
      })
      await new Promise<void>((resolve) => server.once('listening', () => resolve()))
      const bound = server.address()
      if (!bound || typeof bound !== 'object') throw new Error('no instance address')
      upstreams.push(bound.port)
      cleanups.push(async () => {
        await new Promise((resolve) => server.close(resolve))
        await database.close()
      })
      if (instance === 'A') Object.assign(state, { deps, database })
    }
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  /** Test users are written through instance A's database; every request goes through the balancer. */
  const harness = (): TestApp => ({
    app: createApp(state.deps),
    deps: state.deps,
    database: { ...state.database, reset: async () => {} },
    request: async (path, init) => {
      const answer = await send(path, {
        method: init?.method,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === 'string' ? init.body : undefined,
      })
      return new Response(answer.text, { status: answer.status })
    },
    json: async () => {
      throw new Error('not used')
    },
  })

  it('a session made on one instance works on the other', async () => {
    const alice = await createTestUser(harness(), 'Alice')
    const signIn = await json('POST', '/api/auth/sign-in/email', {
      email: alice.email,
      password: alice.password,
    })
    expect(signIn.status).toBe(200)
    const setCookie = [signIn.headers['set-cookie'] ?? []].flat()
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ')
    const reads = [
      await send('/api/connections', { headers: { Cookie: cookie } }),
      await send('/api/connections', { headers: { Cookie: cookie } }),
    ]
    expect(reads.map((r) => r.status)).toEqual([200, 200])
    const write = await json('POST', '/api/connections', { name: 'Sam' }, { Cookie: cookie })
    expect(write.status).toBe(201)
    expect(new Set([signIn, ...reads, write].map((r) => r.instance))).toEqual(new Set(['A', 'B']))
  })

  it('a rate limit counts the requests of both instances together', async () => {
    const answers: Answer[] = []
    for (let i = 0; i < 11; i++)
      answers.push(
        await json(
          'POST',
          '/api/newsletter',
          { email: `reader-${i}@example.com` },
          { 'X-Forwarded-For': '192.0.2.77' },
        ),
      )
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201))
    expect(answers[10]?.status).toBe(429)
    expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThan(0)
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['A', 'B']))
  })

  it('a webhook event delivered to both instances at once has one effect', async () => {
    const stripe = await fakeStripe
    const bob = await createTestUser(harness(), 'Bob')
    await state.database.db
      .update(userSubscriptions)
      .set({ subscriptionTier: 'base', subscriptionStatus: 'pending' })
      .where(eq(userSubscriptions.userId, bob.id))
    const checkout = await json(
      'POST',
      '/api/billing/checkout-session',
      { tier: 'base' },
      { Cookie: bob.cookie },
    )
    expect(checkout.status).toBe(200)
    const [row] = await state.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, bob.id))
    const customerId = row?.stripeCustomerId ?? ''
    const periodEnd = Math.floor(Date.UTC(2031, 0, 15) / 1000)
    stripe.putSubscription({
      id: 'sub_two',
      customer: customerId,
      status: 'active',
      price: 'price_base',
      periodEnd,
    })
    const payload = JSON.stringify({
      id: 'evt_two_instances',
      object: 'event',
      type: 'customer.subscription.updated',
      created: periodEnd,
      data: { object: { id: 'sub_two', customer: customerId } },
    })
    const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    })
    const deliver = () =>
      send('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      })
    const [first, second] = await Promise.all([deliver(), deliver()])
    expect([first?.status, second?.status]).toEqual([200, 200])
    expect(new Set([first?.instance, second?.instance])).toEqual(new Set(['A', 'B']))
    const results = [first, second].map((a) => JSON.parse(a?.text ?? '{}').result).sort()
    expect(results).toEqual(['applied', 'duplicate'])
    expect(await state.database.db.select().from(billingEvents)).toHaveLength(1)
  })
})
