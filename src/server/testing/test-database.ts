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

/**
 * The public tables, each before the tables it refers to, so deleting in this order never leaves
 * a row pointing at a deleted one; `rest` are those in a cycle of references, if any.
 */
async function tablesReferrersFirst(db: Database['db']) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  )
  const references = await queryRows<{ referrer: string; referred: string }>(
    db,
    sql`select referrer.relname as referrer, referred.relname as referred
        from pg_constraint c
        join pg_class referrer on referrer.oid = c.conrelid
        join pg_class referred on referred.oid = c.confrelid
        where c.contype = 'f' and c.conrelid <> c.confrelid
          and referrer.relnamespace = 'public'::regnamespace`,
  )
  let left = tables.map((table) => table.name)
  const ordered: string[] = []
  for (;;) {
    const referred = new Set(
      references.filter((r) => left.includes(r.referrer)).map((r) => r.referred),
    )
    const next = left.filter((table) => !referred.has(table))
    if (next.length === 0) break
    ordered.push(...next)
    left = left.filter((table) => referred.has(table))
  }
  return { ordered, rest: left }
}

function withReset(database: Database, afterClose: () => Promise<void>): TestDatabase {
  return {
    ...database,
    reset: async () => {
      const { ordered, rest } = await tablesReferrersFirst(database.db)
      // DELETE, not TRUNCATE: a test leaves a few rows, and truncating every table makes new
      // files for each (tens of milliseconds per test on PostgreSQL, hundreds on a busy machine).
      const statements = ordered.map((table) => `delete from "${table}"`)
      if (rest.length > 0)
        statements.push(`truncate ${rest.map((table) => `"${table}"`).join(', ')} cascade`)
      await database.db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement))
      })
    },
    close: async () => {
      await database.close()
      await afterClose()
    },
  }
}
