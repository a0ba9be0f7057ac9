import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, openDatabase } from '../db/client'
import { pgliteTemplate } from './pglite-template'
import { queryRows } from './query-rows'

export type DatabaseKind = 'pglite' | 'postgres'

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export interface TestDatabase extends Database {
  /** Empties every table, so each test starts from a clean database. */
  reset(): Promise<void>
}

function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  return url
}

/** A fresh database of the given kind with every migration applied. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', template: await pgliteTemplate() })
    return withReset(database, async () => {})
  }
  // Each test file gets its own PostgreSQL database, so files can run in parallel.
  const adminUrl = requireTestDatabaseUrl()
  const name = `cadence_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 })
  return withReset(database, async () => {
    const drop = new pg.Client({ connectionString: adminUrl })
    await drop.connect()
    await drop.query(`drop database if exists ${name} with (force)`)
    await drop.end()
  })
}

function withReset(database: Database, afterClose: () => Promise<void>): TestDatabase {
  return {
    ...database,
    reset: async () => {
      const rows = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public'`,
      )
      const tables = rows.map((row) => `"${row.tablename}"`)
      if (tables.length > 0)
        await database.db.execute(sql.raw(`truncate ${tables.join(', ')} cascade`))
    },
    close: async () => {
      await database.close()
      await afterClose()
    },
  }
}
