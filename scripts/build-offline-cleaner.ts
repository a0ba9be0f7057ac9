// `npm run build`, second half: bundles the offline cleaner (src/web/offline-cleaner)
// into ONE HTML file with its script and style inline — nothing external, so it
// works opened from disk with the network off — at dist/web/cadence-cleaner.html.

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'
import { offlineCleanerPage } from '../src/web/offline-cleaner/offline-cleaner-markup'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'src/web/offline-cleaner/main.ts')
export const OFFLINE_CLEANER_OUTPUT = join(ROOT, 'dist/web/cadence-cleaner.html')
/** The same file served as plain text, so the "View Source Code" link opens it to read. */
export const OFFLINE_CLEANER_SOURCE_OUTPUT = join(ROOT, 'dist/web/cadence-cleaner-source.txt')

function isOutput(value: unknown): value is Rollup.RollupOutput {
  return typeof value === 'object' && value !== null && 'output' in value
}

/** The offline cleaner page as one string, built in memory. */
export async function buildOfflineCleanerHtml(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    build: {
      write: false,
      emptyOutDir: false,
      // Left readable: the file is also the cleaner's source, for anyone who wants to check it.
      minify: false,
      // A classic script (IIFE): inline module scripts also work from file://,
      // but a classic one runs everywhere, old browsers and test DOMs included.
      lib: { entry: ENTRY, formats: ['iife'], name: 'CadenceOfflineCleaner' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput)
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === 'chunk')
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(`Expected one script for the offline cleaner, got ${chunks.length}`)
  }
  return offlineCleanerPage(chunks[0].code)
}

async function main() {
  const html = await buildOfflineCleanerHtml()
  await mkdir(dirname(OFFLINE_CLEANER_OUTPUT), { recursive: true })
  await writeFile(OFFLINE_CLEANER_OUTPUT, html)
  await writeFile(OFFLINE_CLEANER_SOURCE_OUTPUT, html)
  console.log(
    `Offline cleaner: dist/web/cadence-cleaner.html (${(html.length / 1024).toFixed(0)} kB)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
