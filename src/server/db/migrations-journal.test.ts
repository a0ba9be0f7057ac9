import { readdirSync, rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { journalOf, migrationsWith } from '../testing/migrations-copy'
import { pgliteTemplate } from '../testing/pglite-template'
import { MIGRATIONS_FOLDER, MigrationError, migrateEmbedded } from './migrate'
import * as schema from './schema'

describe('the migrations journal', () => {
  const { entries } = journalOf(MIGRATIONS_FOLDER)

  // drizzle applies a pending migration only when it is newer than the last one applied, so a
  // migration dated before it (a branch merged late) would be skipped without a word.
  it('dates every migration after the one before it', () => {
    for (const [index, entry] of entries.entries()) {
      expect(entry.idx).toBe(index)
      if (index > 0) expect(entry.when).toBeGreaterThan(entries[index - 1]?.when ?? Infinity)
    }
  })

  it('lists every migration file, and every listed one exists', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort())
  })
})

describe('a migration that fails at start', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  it('is named with PostgreSQL reason in one line, without its SQL', async () => {
    const folder = migrationsWith(
      '0099_broken',
      'ALTER TABLE "user" ADD COLUMN "nickname" text;\n--> statement-breakpoint\nALTER TABLE "user" ADD COLUMN "email" text;',
    )
    folders.push(folder)
    const client = new PGlite({ loadDataDir: await pgliteTemplate() })
    try {
      const failed = await migrateEmbedded(drizzle({ client, schema }), folder).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failed).toBeInstanceOf(MigrationError)
      const message = failed instanceof Error ? failed.message : ''
      expect(message).toMatch(/^migration 0099_broken failed: .*"email".*already exists \(42701\)/)
      expect(message).not.toContain('\n')
      expect(message).not.toMatch(/ALTER TABLE/i)
      // Every pending migration runs in one transaction: the first statement is undone too.
      const columns = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'user'`,
      )
      expect(columns.rows.map((row) => row.column_name)).not.toContain('nickname')
    } finally {
      await client.close()
    }
  })
})
