// A new PGlite runs initdb, which takes seconds on a busy machine: most of what opening a test
// database on PGlite costs. So the data directory initdb makes is kept, compressed, in
// node_modules/.cache (one per PGlite version: initdb's output depends on nothing else), and each
// test database starts from it; the migrations still run on every one (db/client.ts).

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { APP_ROOT } from '../app-root'

const GZIP = 'application/x-gzip'

function templatePath(): string {
  const modules = join(APP_ROOT, 'node_modules')
  const { version } = JSON.parse(
    readFileSync(join(modules, '@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string }
  return join(modules, '.cache/cadence', `pglite-${version}-initdb.tar.gz`)
}

let template: Promise<Blob> | undefined

async function readOrMake(path: string): Promise<Blob> {
  try {
    return new Blob([readFileSync(path)], { type: GZIP })
  } catch {
    // Not made yet: made here once, then by every test file from the file.
  }
  const fresh = new PGlite()
  // Dumping before PGlite is ready never ends.
  await fresh.waitReady
  const dump = await fresh.dumpDataDir('gzip')
  await fresh.close()
  mkdirSync(join(path, '..'), { recursive: true })
  // Written aside, then renamed: a test file starting at the same time reads all of it or none.
  const partial = `${path}.${process.pid}.tmp`
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
  renameSync(partial, path)
  return new Blob([await dump.arrayBuffer()], { type: GZIP })
}

/** PGlite's freshly initialised data directory, for `openDatabase({ kind: 'pglite', template })`. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= readOrMake(templatePath())
  return template
}
