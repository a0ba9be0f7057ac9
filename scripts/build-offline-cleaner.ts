// `npm run build`, second half: bundles the offline cleaner (src/web/offline-cleaner)
// into ONE HTML file per language with its script, style and words inline — nothing
// external, so it works opened from disk with the network off — at
// dist/web/cadence-cleaner.html (English) and dist/web/cadence-cleaner.<locale>.html.

import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Rollup } from 'vite'
import { type AppLocale, LOCALES } from '../src/i18n/locales'
import { serverMessages } from '../src/i18n/read-catalogs'
import { offlineCleanerPath } from '../src/web/components/marketing/source-code'
import { offlineCleanerPage } from '../src/web/offline-cleaner/offline-cleaner-markup'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'src/web/offline-cleaner/main.ts')
const WEB = join(ROOT, 'dist/web')
/** The same file served as plain text, so the "View Source Code" link opens it to read. */
const OFFLINE_CLEANER_SOURCE_OUTPUT = join(WEB, 'cadence-cleaner-source.txt')

function isOutput(value: unknown): value is Rollup.RollupOutput {
  return typeof value === 'object' && value !== null && 'output' in value
}

/** The offline cleaner's script, bundled in memory. */
async function buildOfflineCleanerScript(): Promise<string> {
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
  return chunks[0].code
}

/** The offline cleaner page in each language, as one string each, built in memory. */
export async function buildOfflineCleanerPages(): Promise<Map<AppLocale, string>> {
  const script = await buildOfflineCleanerScript()
  return new Map(
    LOCALES.map((locale) => [
      locale,
      offlineCleanerPage(script, { locale, messages: serverMessages(locale) }),
    ]),
  )
}

async function main() {
  const pages = await buildOfflineCleanerPages()
  await mkdir(WEB, { recursive: true })
  for (const [locale, html] of pages) {
    const path = offlineCleanerPath(locale)
    await writeFile(join(WEB, path), html)
    console.log(`Offline cleaner: dist/web${path} (${(html.length / 1024).toFixed(0)} kB)`)
  }
  // The English page is also the source anyone can read.
  await writeFile(OFFLINE_CLEANER_SOURCE_OUTPUT, pages.get('en') ?? '')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
