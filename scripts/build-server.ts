// Bundles the server into JavaScript, dist/server/, so production runs `node dist/server/index.js`
// with no TypeScript compiler: `npm ci --omit=dev` and the build output (dist/) are enough.
// Run by `npm run build`, and by `npm start` when the bundle is missing or older than its sources.
// The entries: index.js (the server), export-worker.js (the export builds' worker thread,
// started by exports/build-pool.ts beside it), migrate.js (`npm run db:migrate`) and backup.js
// (`npm run db:backup` and `db:restore`). Packages stay imports from node_modules; shared code
// goes to chunks beside the entries, so every file is two folders down like the sources of
// src/server/ and finds content/ and dist/ the same way (app-root.ts). What the server reads
// beside its modules is copied beside them: the migrations (db/migrate.ts reads ./migrations)
// and the message catalogs (i18n/read-catalogs.ts, ./catalogs).

import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'
import { catalogPlugin } from './catalog-plugin'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const SERVER_OUTPUT = join(ROOT, 'dist/server')
const ENTRIES = {
  index: 'src/server/index.ts',
  'export-worker': 'src/server/exports/export-worker.ts',
  migrate: 'src/server/db/migrate-cli.ts',
  backup: 'src/server/db/backup-cli.ts',
}

function isOutput(value: unknown): value is Rollup.RollupOutput {
  return typeof value === 'object' && value !== null && 'output' in value
}

/** Builds into `output`: dist/server, or another folder directly under dist/ (a test's own). */
export async function buildServer(output = SERVER_OUTPUT): Promise<void> {
  if (dirname(output) !== join(ROOT, 'dist'))
    throw new Error(`${output}: the server is built into a folder directly under dist/`)
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    plugins: [catalogPlugin()],
    build: {
      write: false,
      ssr: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(ENTRIES).map(([name, path]) => [name, join(ROOT, path)]),
        ),
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: '[name]-[hash].js',
        },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput)
  const files = outputs.flatMap((o) => o.output)
  const staging = `${output}.${process.pid}.tmp`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  for (const file of files) {
    if (file.fileName.includes('/')) throw new Error(`${file.fileName}: not beside the entries`)
    await writeFile(join(staging, file.fileName), file.type === 'chunk' ? file.code : file.source)
  }
  await cp(join(ROOT, 'src/server/db/migrations'), join(staging, 'migrations'), {
    recursive: true,
  })
  await cp(join(ROOT, 'src/i18n/catalogs'), join(staging, 'catalogs'), { recursive: true })
  // The sources it was built from, so `npm start` can tell when it is stale.
  const sources = files
    .flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []))
    .filter((id) => id.startsWith(ROOT) && !id.includes('node_modules'))
    .map((id) => relative(ROOT, id.split('?')[0] ?? id))
  await writeFile(
    join(staging, 'sources.json'),
    `${JSON.stringify([...new Set(sources)].sort(), null, 2)}\n`,
  )
  // Replaced whole: a start never sees half of one build and half of another.
  await rm(output, { recursive: true, force: true })
  await cp(staging, output, { recursive: true })
  await rm(staging, { recursive: true, force: true })
}

// `node --import tsx scripts/build-server.ts [--out dist/<folder>]`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv.indexOf('--out')
  const folder = out > 0 ? process.argv[out + 1] : undefined
  const output = folder ? resolve(folder) : SERVER_OUTPUT
  await buildServer(output)
  const entries = (await readdir(output)).filter((name) => name.endsWith('.js'))
  console.log(`server: ${relative(ROOT, output)}/ (${entries.length} files)`)
}
