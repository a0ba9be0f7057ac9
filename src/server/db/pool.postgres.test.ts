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

  async function poolBehindRelay(options: { query_timeout?: number } = {}) {
    const relay = startRelay({ host: target.hostname, port: Number(target.port || 5432) })
    await relay.listen()
    const url = new URL(target)
    url.host = `127.0.0.1:${relay.port}`
    const pool = new SelfHealingPool({ connectionString: url.toString(), max: 2, ...options })
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

  // A network that drops packets: a query gets no answer, and its connection must not be reused.
  it('ends a checked-out client whose query timed out, so the pool never hands it out again', async () => {
    const { relay, pool } = await poolBehindRelay({ query_timeout: 300 })
    const client = await pool.connect()
    client.on('error', () => {})
    relay.hold()
    await expect(client.query('select 1')).rejects.toThrow('Query read timeout')
    client.release()
    expect(pool.totalCount).toBe(0)
    relay.restore()
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }])
    await pool.end()
  })

  it('drops the connection of a transaction whose query timed out instead of returning it', async () => {
    const { relay, pool } = await poolBehindRelay({ query_timeout: 300 })
    const db = drizzle({ client: pool })
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      relay.hold()
      await tx.execute(sql`select 2`)
    })
    await expect(transaction).rejects.toThrow()
    // drizzle released the client after its rollback failed: the pool dropped it rather than
    // keep a connection still waiting for the answer to a lost query.
    expect(pool.totalCount).toBe(0)
    relay.restore()
    const again = await db.transaction(async (tx) => tx.execute(sql`select 3 as three`))
    expect(again.rows).toEqual([{ three: 3 }])
    await pool.end()
  })
})
