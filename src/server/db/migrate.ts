import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/**
 * The committed migrations: src/server/db/migrations beside this module, and dist/server/migrations
 * beside the built server (scripts/build-server.ts copies them there).
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * The key of the PostgreSQL advisory lock every migrating process holds, so instances started
 * together (or `npm run db:migrate` beside a starting instance) migrate one after the other:
 * the second finds the work done. drizzle's migrator takes no lock of its own.
 */
export const MIGRATION_LOCK_KEY = 7_391_020_519_354_811n

/** Opening a connection for migrating may take this long; waiting for the lock has no limit. */
const CONNECT_TIMEOUT_MS = 5_000

/** Why migrating failed, in one line: the migration, PostgreSQL's reason and its code, never the SQL. */
export class MigrationError extends Error {
  override name = 'MigrationError'
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[]
}

async function readJournal(folder = MIGRATIONS_FOLDER): Promise<Journal> {
  return JSON.parse(await readFile(`${folder}/meta/_journal.json`, 'utf8'))
}

/**
 * Applies every pending migration to PostgreSQL under the advisory lock, on a connection of its
 * own opened to `url`. That must be a direct connection to the server, not through a pooler in
 * transaction mode (PgBouncer's default), which would hand the lock's session to someone else.
 * The connection has no statement timeout: building an index on a large table may take longer
 * than any request should. Resolves with the tags of the migrations this call applied.
 */
export async function migratePostgres(url: string, folder = MIGRATIONS_FOLDER): Promise<string[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    throw new MigrationError(`could not reach the database to migrate it: ${reason(error)}`)
  }
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()])
    const before = await appliedCount(client)
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: folder }).catch(
      async (error: unknown) => {
        throw new MigrationError(await failure(error, folder))
      },
    )
    const journal = await readJournal(folder)
    return journal.entries.slice(before, journal.entries.length).map((entry) => entry.tag)
  } finally {
    // Ending the session releases the lock too; unlocking first lets the next instance go on
    // without waiting for the connection's end to reach the server.
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
      .catch(() => {})
    await client.end().catch(() => {})
  }
}

/** Applies every pending migration to an embedded database (one process owns its folder). */
export async function migrateEmbedded(
  db: PgliteDatabase<typeof schema>,
  folder = MIGRATIONS_FOLDER,
): Promise<void> {
  await migratePglite(db, { migrationsFolder: folder }).catch(async (error: unknown) => {
    throw new MigrationError(await failure(error, folder))
  })
}

async function appliedCount(client: pg.Client): Promise<number> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  )
  if (!exists.rows[0]?.found) return 0
  const rows = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  )
  return rows.rows[0]?.n ?? 0
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/** The innermost error's message on one line, with PostgreSQL's SQLSTATE when it has one. */
function reason(error: unknown): string {
  let inner = error
  while (typeof inner === 'object' && inner !== null && 'cause' in inner && inner.cause)
    inner = inner.cause
  const message =
    inner instanceof AggregateError && inner.errors.length > 0
      ? inner.errors.map((e) => (e instanceof Error ? e.message : String(e))).join('; ')
      : inner instanceof Error
        ? inner.message
        : String(inner)
  const code = codeOf(inner)
  const line = message.replace(/\s+/g, ' ').trim() || 'no reason given'
  return code && !line.includes(code) ? `${line} (${code})` : line
}

/** "migration 0003_user-locale failed: …": which migration, found from the failing statement. */
async function failure(error: unknown, folder: string): Promise<string> {
  const statement =
    typeof error === 'object' &&
    error !== null &&
    'query' in error &&
    typeof error.query === 'string'
      ? error.query.trim()
      : undefined
  let tag: string | undefined
  if (statement) {
    const journal = await readJournal(folder).catch(() => ({ entries: [] }))
    for (const entry of journal.entries) {
      const text = await readFile(`${folder}/${entry.tag}.sql`, 'utf8').catch(() => '')
      if (text.includes(statement)) tag = entry.tag
    }
  }
  return `${tag ? `migration ${tag}` : 'migrating the database'} failed: ${reason(error)}; none of the pending migrations was applied`
}
