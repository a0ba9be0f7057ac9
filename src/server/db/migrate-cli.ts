// `npm run db:migrate`: the release step that applies pending migrations before new instances
// start (docs/deploy.md). On PostgreSQL it holds the same advisory lock as a starting instance,
// so running it beside instances is safe. Prints one line; on failure says why in one line and
// exits 1.
import { ConfigSchema } from '../config'
import { openDatabase } from './client'
import { embeddedDatabaseFolder } from './embedded-folder'
import { migratePostgres } from './migrate'

const Settings = ConfigSchema.pick({
  DATABASE_URL: true,
  DATABASE_DIRECT_URL: true,
  DATA_DIR: true,
})

async function main(): Promise<string> {
  const parsed = Settings.safeParse(process.env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `Invalid ${issue?.path.join('.') ?? 'setting'}: ${issue?.message ?? 'bad value'}`,
    )
  }
  const { DATABASE_URL, DATABASE_DIRECT_URL, DATA_DIR } = parsed.data
  if (DATABASE_URL) {
    const applied = await migratePostgres(DATABASE_DIRECT_URL ?? DATABASE_URL)
    return applied.length > 0
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.`
      : 'The database was up to date: no migration to apply.'
  }
  // The embedded database migrates as it opens; one process at a time may hold its folder.
  const dataDir = embeddedDatabaseFolder(DATA_DIR)
  const database = await openDatabase({ kind: 'pglite', dataDir })
  await database.close()
  return `The embedded database in ${dataDir} is up to date.`
}

main().then(
  (line) => process.stdout.write(`${line}\n`),
  (error: unknown) => {
    process.stderr.write(`Migrating failed: ${error instanceof Error ? error.message : error}\n`)
    process.exit(1)
  },
)
