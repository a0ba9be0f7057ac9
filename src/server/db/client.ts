import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import { watched } from './failure-watch'
import { migrateEmbedded, migratePostgres } from './migrate'
import { SelfHealingPool } from './pool'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the app is written against: PGlite and PostgreSQL look the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

/**
 * The `pg` pool under a PostgreSQL database, for the few reads made on nearly every request that
 * skip drizzle's query layer (row mapping, entity checks, its tracing wrapper) and go to
 * PostgreSQL as plain prepared statements. Undefined on PGlite (and for a transaction), where
 * those reads stay drizzle's prepared queries.
 */
const plainPools = new WeakMap<Db, pg.Pool>()
export const plainPool = (db: Db): pg.Pool | undefined => plainPools.get(db)

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  | {
      kind: 'pglite'
      dataDir?: string
      /**
       * A data directory to start an in-memory database from (PGlite's `dumpDataDir`), instead
       * of creating one with initdb: the tests' databases start from one made once
       * (src/server/testing/pglite-template.ts).
       */
      template?: Blob
    }
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      /** A direct connection for migrating (no pooler in between); `url` when absent. */
      directUrl?: string
    }

/**
 * Opens the database and applies every committed migration (on PostgreSQL under an advisory
 * lock, so instances started together migrate one after the other: db/migrate.ts).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target)
}

async function openPglite({
  dataDir,
  template,
}: {
  dataDir?: string
  template?: Blob
}): Promise<Database> {
  // PGlite does not create parent folders itself; without a folder it lives in memory.
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const client = dataDir
    ? new PGlite(dataDir)
    : template
      ? new PGlite({ loadDataDir: template })
      : new PGlite()
  // A closed PGlite is an outage like an unreachable server: the request's watch hears of it.
  client.query = watched(client.query)
  client.transaction = watched(client.transaction)
  const db = drizzlePglite({ client, schema })
  await migrateEmbedded(db)
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}

/**
 * How long PostgreSQL may work on one statement before it cancels it (the connection stays
 * usable), and how long the app waits for any answer before it gives the connection up: a
 * network that drops packets is never heard from, so without this a request waits as long as
 * the partition lasts. The second is longer, so a slow statement is cancelled cleanly first.
 */
export const STATEMENT_TIMEOUT_MS = 4_000
export const QUERY_TIMEOUT_MS = 5_000
/** How long opening a connection (or waiting for a free one) may take. */
const CONNECT_TIMEOUT_MS = 3_000

async function openPostgres(target: {
  url: string
  poolSize?: number
  directUrl?: string
}): Promise<Database> {
  await migratePostgres(target.directUrl ?? target.url)

  const pool = new SelfHealingPool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // An idle connection whose peer vanished is found by the kernel, not by the next request.
    keepAlive: true,
  })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzleNodePg({ client: pool, schema })
  plainPools.set(db, pool)
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      const client = await pool.connect()
      try {
        await client.query('select 1')
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
