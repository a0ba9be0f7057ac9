import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plainPool } from '../db/client'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'
import { observeDatabase, registry } from './metrics'

const gauge = async (name: string) => {
  const value = (await registry.getSingleMetric(name)?.get())?.values[0]?.value
  if (value === undefined) throw new Error(`no value for ${name}`)
  return value
}

describe('the pool metrics on PostgreSQL', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('postgres')
    observeDatabase(database)
  })
  afterAll(() => database.close())

  it('count the connections checked out and the requests waiting for one', async () => {
    const pool = plainPool(database.db)
    if (!pool) throw new Error('no pool')
    // The test database's pool holds 4 connections: take them all, and ask for a fifth.
    const held = await Promise.all(Array.from({ length: 4 }, () => pool.connect()))
    expect(await gauge('cadence_db_pool_connections_in_use')).toBe(4)
    expect(await gauge('cadence_db_pool_waiting')).toBe(0)
    const fifth = pool.connect()
    expect(await gauge('cadence_db_pool_waiting')).toBe(1)
    for (const client of held) client.release()
    ;(await fifth).release()
    expect(await gauge('cadence_db_pool_connections_in_use')).toBe(0)
    expect(await gauge('cadence_db_pool_waiting')).toBe(0)
  })
})
