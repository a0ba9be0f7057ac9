import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterEach, describe, expect, it } from 'vitest'
import { startRelay } from '../testing/tcp-relay'
import { SelfHealingPool } from './pool'

const target = new URL(process.env.TEST_DATABASE_URL ?? '')

describe('the PostgreSQL pool when a connection dies while in use', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  async function poolBehindRelay() {
    const relay = startRelay({ host: target.hostname, port: Number(target.port || 5432) })
    await relay.listen()
    const url = new URL(target)
    url.host = `127.0.0.1:${relay.port}`
    const pool = new SelfHealingPool({ connectionString: url.toString(), max: 2 })
    pool.on('error', () => {})
    cleanups.push(() => relay.cut())
    return { relay, pool }
  }

  const ended = (client: { once(event: 'end', listener: () => void): unknown }) =>
    new Promise<void>((resolve) => client.once('end', () => resolve()))

  it('takes back a checked-out client whose connection ended, so the pool can still end', async () => {
    const { relay, pool } = await poolBehindRelay()
    const client = await pool.connect()
    client.on('error', () => {})
    expect(pool.totalCount).toBe(1)
    const gone = ended(client)
    await relay.cut()
    await gone
    expect(pool.totalCount).toBe(0)
    // The code that held it may still release it: nothing throws, nothing is counted twice.
    expect(() => client.release()).not.toThrow()
    await pool.end()
    expect(pool.ended).toBe(true)
  })

  it('keeps its full size after a transaction whose begin met a dead connection', async () => {
    const { relay, pool } = await poolBehindRelay()
    const db = drizzle({ client: pool })
    // Both connections open, then cut: each transaction's `begin` meets a dead connection.
    const held = await Promise.all([pool.connect(), pool.connect()])
    for (const client of held) {
      client.on('error', () => {})
      client.release()
    }
    expect(pool.idleCount).toBe(2)
    await relay.cut()
    await relay.listen()
    // Started before the pool hears of the cut, these meet the dead connections (without the
    // fix, both leak and the two below wait for ever); whether they fail is up to the timing.
    await Promise.allSettled([
      db.transaction(async (tx) => tx.execute(sql`select 1`)),
      db.transaction(async (tx) => tx.execute(sql`select 1`)),
    ])
    // Every dead connection went back; the next transactions get fresh ones.
    const [a, b] = await Promise.all([
      db.transaction(async (tx) => tx.execute(sql`select 1 as one`)),
      db.transaction(async (tx) => tx.execute(sql`select 2 as two`)),
    ])
    expect(a.rows).toEqual([{ one: 1 }])
    expect(b.rows).toEqual([{ two: 2 }])
    await pool.end()
  })
})
