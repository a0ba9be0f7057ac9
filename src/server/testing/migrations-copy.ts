import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MIGRATIONS_FOLDER } from '../db/migrate'

export interface JournalEntry {
  idx: number
  when: number
  tag: string
}

export const journalOf = (folder: string): { entries: JournalEntry[] } =>
  JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8'))

/** A temporary copy of the committed migrations with one more at the end (tests remove it). */
export function migrationsWith(tag: string, statements: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'cadence-migrations-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journal = journalOf(folder)
  const last = journal.entries.at(-1)
  journal.entries.push({ idx: journal.entries.length, when: (last?.when ?? 0) + 1_000, tag })
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  writeFileSync(join(folder, `${tag}.sql`), statements)
  return folder
}
