import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startRelay } from '../testing/tcp-relay'
import { testAppOn } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'
import { openDatabase } from './client'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const OUTAGE_MS = 10_000
const RECOVERY_MS = 5_000

interface Outcome {
  startedAt: number
  endedAt: number
  status: number
  retryAfter: string | null
  createdId?: string
}

// PostgreSQL cut for 10 s while clients keep reading and writing: the API says 503 with
// Retry-After (never 500, never "not signed in"), recovers within 5 s, and loses no write
// it acknowledged.
describe('a PostgreSQL outage under load', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it('answers 503 + Retry-After while down, recovers, and keeps every acknowledged write', async () => {
    const name = `cadence_outage_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const direct = new URL(adminUrl)
    direct.pathname = `/${name}`
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })

    const relay = startRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
    await relay.listen()
    const viaRelay = new URL(direct)
    viaRelay.host = `127.0.0.1:${relay.port}`
    const database = await openDatabase({ kind: 'postgres', url: viaRelay.toString() })
    cleanups.push(async () => {
      // The pool first, while the relay still carries its goodbyes; then the relay.
      await database.close().catch(() => {})
      await relay.cut()
    })
    const t = testAppOn(database)
    const user = await createTestUser(t, 'Load', { tier: 'premium' })

    const outcomes: Outcome[] = []
    let running = true
    let sequence = 0
    const worker = async () => {
      while (running) {
        const startedAt = Date.now()
        const write = sequence++ % 2 === 0
        const response = write
          ? await user.json('POST', '/api/connections', {
              name: `Friend ${sequence}`,
              relationshipType: 'Friend',
            })
          : await user.json('GET', '/api/connections')
        const outcome: Outcome = {
          startedAt,
          endedAt: Date.now(),
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
        }
        const body = await response.json()
        if (write && response.status === 201) outcome.createdId = body.connection.id
        outcomes.push(outcome)
        // A client told to retry later waits a little, as a browser would, instead of spinning.
        if (response.status === 503) await new Promise((r) => setTimeout(r, 50))
      }
    }
    const workers = Array.from({ length: 8 }, worker)

    await new Promise((r) => setTimeout(r, 1_500))
    const cutAt = Date.now()
    await relay.cut()
    await new Promise((r) => setTimeout(r, OUTAGE_MS))
    await relay.listen()
    const restoredAt = Date.now()
    await new Promise((r) => setTimeout(r, RECOVERY_MS + 2_000))
    running = false
    await Promise.all(workers)

    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([])
    expect(outcomes.filter((o) => o.status === 503 && o.retryAfter === null)).toEqual([])
    const duringOutage = outcomes.filter((o) => o.startedAt > cutAt + 500 && o.endedAt < restoredAt)
    expect(duringOutage.length).toBeGreaterThan(10)
    expect(new Set(duringOutage.map((o) => o.status))).toEqual(new Set([503]))
    const firstSuccess = outcomes.find((o) => o.startedAt >= restoredAt && o.status < 300)
    expect(firstSuccess).toBeDefined()
    expect((firstSuccess?.endedAt ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThan(
      RECOVERY_MS,
    )
    const afterRecovery = outcomes.filter((o) => o.startedAt > restoredAt + RECOVERY_MS)
    expect(afterRecovery.length).toBeGreaterThan(10)
    expect(afterRecovery.filter((o) => o.status >= 300)).toEqual([])

    // Every write the API acknowledged is in the database, read past the relay.
    const acknowledged = outcomes.flatMap((o) => (o.createdId ? [o.createdId] : []))
    const reader = new pg.Client({ connectionString: direct.toString() })
    await reader.connect()
    const stored = await reader.query<{ id: string }>('select id from connections')
    await reader.end()
    const storedIds = new Set(stored.rows.map((row) => row.id))
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(20)
  }, 60_000)
})
