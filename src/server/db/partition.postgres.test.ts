import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../testing/query-rows'
import { startRelay } from '../testing/tcp-relay'
import { type TestApp, testAppOn } from '../testing/test-app'
import { createTestUser, type TestUser } from '../testing/two-users'
import { type Database, openDatabase, QUERY_TIMEOUT_MS, STATEMENT_TIMEOUT_MS } from './client'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''

// The database's packets dropped (the relay holds every socket silent) rather than refused:
// mid-request, then restored at once, and for longer than a query may wait.
describe('PostgreSQL held silent', () => {
  const name = `cadence_partition_${process.pid}_${randomBytes(4).toString('hex')}`
  const direct = new URL(adminUrl)
  direct.pathname = `/${name}`
  const relay = startRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
  let admin: pg.Client
  let database: Database
  let t: TestApp
  let alice: TestUser

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await relay.listen()
    const viaRelay = new URL(direct)
    viaRelay.host = `127.0.0.1:${relay.port}`
    database = await openDatabase({ kind: 'postgres', url: viaRelay.toString(), poolSize: 2 })
    t = testAppOn(database)
    alice = await createTestUser(t, 'Alice', { tier: 'premium' })
  })
  afterEach(() => relay.restore())
  afterAll(async () => {
    // The pool first, while the relay still carries its goodbyes; then the relay.
    await database?.close().catch(() => {})
    await relay.cut()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  /** Sends a request, holds the database silent once it asks something, then restores it. */
  async function droppedMidRequest(send: () => Promise<Response>): Promise<Response> {
    relay.hold()
    const asked = relay.heldTraffic()
    const answer = send()
    await asked
    relay.restore()
    return answer
  }

  const expectUnavailable = async (response: Response) => {
    expect({ status: response.status, retryAfter: response.headers.get('retry-after') }).toEqual({
      status: 503,
      retryAfter: '5',
    })
    expect((await response.json()).error.code).toBe('unavailable')
  }

  it('get-session answers 503 + Retry-After when its connection drops, though the database is back at once', async () => {
    expect((await alice.request('/api/auth/get-session')).status).toBe(200)
    for (let round = 0; round < 3; round++) {
      await expectUnavailable(await droppedMidRequest(() => alice.request('/api/auth/get-session')))
      // Back at once: the next read is the user's session, not a sign-out.
      const after = await alice.request('/api/auth/get-session')
      expect(after.status).toBe(200)
      expect((await after.json()).user.id).toBe(alice.id)
    }
  })

  it('the other routes answer 503 + Retry-After when their connection drops, reads and writes', async () => {
    expect((await alice.json('GET', '/api/connections')).status).toBe(200)
    await expectUnavailable(await droppedMidRequest(() => alice.json('GET', '/api/connections')))
    await expectUnavailable(
      await droppedMidRequest(() =>
        alice.json('POST', '/api/connections', { name: 'Dropped', relationshipType: 'Friend' }),
      ),
    )
    const list = await alice.json('GET', '/api/connections')
    expect(list.status).toBe(200)
  })

  it('answers 503 within seconds while packets are dropped, and stores no write it refused', async () => {
    expect((await alice.json('GET', '/api/connections')).status).toBe(200)
    relay.hold()
    const started = Date.now()
    const [read, write, session] = await Promise.all([
      alice.json('GET', '/api/connections'),
      alice.json('POST', '/api/connections', { name: 'Partitioned', relationshipType: 'Friend' }),
      alice.request('/api/auth/get-session'),
    ])
    // A query waits 5 s at most, a new connection (or a free one) 3 s: not the whole partition.
    expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS + 2_000)
    await expectUnavailable(read)
    await expectUnavailable(write)
    await expectUnavailable(session)
    // The connections that timed out are closed, not handed to the next request.
    await relay.allClosed()

    relay.restore()
    const created = await alice.json('POST', '/api/connections', {
      name: 'After',
      relationshipType: 'Friend',
    })
    expect(created.status).toBe(201)
    const list = await alice.json('GET', '/api/connections')
    const names = (await list.json()).connections.map((c: { name: string }) => c.name)
    expect(names).toContain('After')
    expect(names).not.toContain('Partitioned')
  }, 12_000)

  it('has PostgreSQL cancel a statement that runs longer than 4 s', async () => {
    const [setting] = await queryRows<{ statement_timeout: string }>(
      database.db,
      sql`show statement_timeout`,
    )
    expect(setting?.statement_timeout).toBe(`${STATEMENT_TIMEOUT_MS / 1000}s`)
  })
})
