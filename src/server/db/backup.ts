import { existsSync, mkdirSync, openAsBlob, readdirSync, renameSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'

// Backups of the embedded database (PGlite): its whole data folder as one gzipped tar, made
// with PGlite's dumpDataDir and loaded back with its loadDataDir. PGlite's folder belongs to one
// process at a time, so both run with Cadence stopped. PostgreSQL has pg_dump and pg_restore
// (docs/deploy.md#backups).

/** A backup or restore refused before anything was written, with the reason on one line. */
export class BackupRefused extends Error {
  override name = 'BackupRefused'
}

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0

/** PGlite writes postmaster.pid on opening a folder and removes it on closing. */
function refuseWhileOpen(folder: string) {
  if (existsSync(join(folder, 'postmaster.pid')))
    throw new BackupRefused(
      `${folder} is open in a running Cadence (or it was not closed cleanly): stop Cadence first; after a crash, start and stop it once.`,
    )
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() || 'no reason'

/** Writes the database in `folder` to `file` (a gzipped tar); resolves with its size in bytes. */
export async function backupEmbedded(folder: string, file: string): Promise<number> {
  if (isEmptyFolder(folder))
    throw new BackupRefused(`There is no database in ${folder} to back up.`)
  refuseWhileOpen(folder)
  if (existsSync(file))
    throw new BackupRefused(`${file} exists already: name a new file for the backup.`)
  // Ready first: asked for a dump while it is still starting, PGlite never answers.
  const client = await PGlite.create(folder)
  try {
    const dump = await client.dumpDataDir('gzip')
    // Written beside its final name and renamed, so a backup that stops halfway leaves no file
    // that looks whole.
    const partial = `${file}.partial`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    renameSync(partial, file)
    return dump.size
  } finally {
    await client.close()
  }
}

/** Loads the backup `file` into `folder`, which must hold nothing yet. */
export async function restoreEmbedded(file: string, folder: string): Promise<void> {
  if (!existsSync(file)) throw new BackupRefused(`There is no backup at ${file}.`)
  if (!isEmptyFolder(folder))
    throw new BackupRefused(
      `${folder} already holds a database: restore into an empty data folder (a new DATA_DIR), or move this one aside first.`,
    )
  mkdirSync(folder, { recursive: true })
  let client: PGlite | undefined
  try {
    client = await PGlite.create(folder, { loadDataDir: await openAsBlob(file) })
    await client.query('select 1')
  } catch (error) {
    await client?.close().catch(() => {})
    // The folder was empty: leave it so, for the next attempt.
    rmSync(folder, { recursive: true, force: true })
    throw new BackupRefused(`${file} could not be restored: ${firstLine(error)}`)
  }
  await client.close()
}
