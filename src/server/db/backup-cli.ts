// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the embedded database of
// DATA_DIR to a file and back (docs/deploy.md#backups). Each prints one line; when it refuses
// or fails, it says why on one line and exits 1.
import { ConfigSchema } from '../config'
import { BackupRefused, backupEmbedded, restoreEmbedded } from './backup'
import { embeddedDatabaseFolder } from './embedded-folder'

async function main(command: string | undefined, file: string | undefined) {
  if ((command !== 'backup' && command !== 'restore') || !file)
    throw new BackupRefused(`Usage: npm run db:${command ?? 'backup'} -- FILE`)
  if (process.env.DATABASE_URL?.trim())
    throw new BackupRefused(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (docs/deploy.md#backups).',
    )
  const dataDir = ConfigSchema.shape.DATA_DIR.parse(process.env.DATA_DIR)
  const folder = embeddedDatabaseFolder(dataDir)
  if (command === 'backup') {
    const bytes = await backupEmbedded(folder, file)
    process.stdout.write(`Backed up ${folder} to ${file} (${(bytes / 1e6).toFixed(1)} MB).\n`)
  } else {
    await restoreEmbedded(file, folder)
    process.stdout.write(
      `Restored ${file} into ${folder}; start Cadence with DATA_DIR=${dataDir}.\n`,
    )
  }
}

// Until the work is done: were the event loop to run dry halfway, the command would exit 0.
process.exitCode = 1
main(process.argv[2], process.argv[3]).then(
  () => {
    process.exitCode = 0
  },
  (error: unknown) => {
    const reason =
      error instanceof BackupRefused
        ? error.message
        : `Failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`
    process.stderr.write(`${reason}\n`)
  },
)
