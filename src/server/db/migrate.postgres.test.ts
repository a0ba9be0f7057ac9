import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { journalOf, migrationsWith } from '../testing/migrations-copy'
import { openDatabase } from './client'
import { MIGRATIONS_FOLDER, migratePostgres } from './migrate'

// Instances started together on an empty database: before the advisory lock, one of two died
// on `CREATE TABLE "account"` in every round, and a migration that writes data ran twice.
const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const INSTANCES = 4
const ROUNDS = 4

describe('instances started at once on an empty PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  /** A new empty database, dropped after the tests. */
  async function emptyDatabase(): Promise<string> {
    const name = `cadence_migrate_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return url.toString()
  }

  async function appliedHashes(url: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const rows = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by id',
      )
      return rows.rows.map((row) => row.hash)
    } finally {
      await client.end()
    }
  }

  it(`all ${INSTANCES} open and answer, each migration applied once, in ${ROUNDS} rounds`, async () => {
    const committed = journalOf(MIGRATIONS_FOLDER).entries.length
    for (let round = 0; round < ROUNDS; round++) {
      const url = await emptyDatabase()
      const starts = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () =>
          openDatabase({ kind: 'postgres', url, poolSize: 1 }),
        ),
      )
      const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []))
      try {
        expect(starts.map((start) => start.status)).toEqual(Array(INSTANCES).fill('fulfilled'))
        await Promise.all(opened.map((database) => database.ping()))
        const hashes = await appliedHashes(url)
        expect(hashes).toHaveLength(committed)
        expect(new Set(hashes).size).toBe(committed)
      } finally {
        await Promise.all(opened.map((database) => database.close()))
      }
    }
  })

  it('a migration that writes data is applied by one of them, once', async () => {
    const folder = migrationsWith(
      '0099_count-runs',
      'CREATE TABLE IF NOT EXISTS "migration_runs" ("at" timestamp DEFAULT now());\n--> statement-breakpoint\nINSERT INTO "migration_runs" DEFAULT VALUES;',
    )
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }))
    for (let round = 0; round < ROUNDS; round++) {
      const url = await emptyDatabase()
      const applied = await Promise.all(
        Array.from({ length: INSTANCES }, () => migratePostgres(url, folder)),
      )
      // One of them applied all, the others found nothing left to do.
      const all = journalOf(folder).entries.map((entry) => entry.tag)
      expect(applied.filter((tags) => tags.length > 0)).toEqual([all])
      const runs = new pg.Client({ connectionString: url })
      await runs.connect()
      const counted = await runs.query<{ n: number }>(
        'select count(*)::int as n from migration_runs',
      )
      await runs.end()
      expect(counted.rows[0]?.n).toBe(1)
    }
  })
})
