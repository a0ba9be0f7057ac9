#!/usr/bin/env node
// The `cadence` command. Runs the built JavaScript (dist/cli/cadence.js) so it
// starts without compiling TypeScript. A fresh clone has no build: the first run
// builds it (scripts/build-cli.ts, as `npm run build` does), and so does a run
// after a source file changed. Where it cannot be built (no dev dependencies),
// the TypeScript sources run through tsx instead.
import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = new URL('../', import.meta.url)
const built = new URL('dist/cli/cadence.js', root)

/** The bundle exists and none of the sources listed beside it is newer. */
function isFresh() {
  try {
    const builtAt = statSync(built).mtimeMs
    const sources = JSON.parse(readFileSync(new URL('dist/cli/sources.json', root), 'utf8'))
    return sources.every((source) => statSync(new URL(source, root)).mtimeMs <= builtAt)
  } catch {
    return false
  }
}

function build() {
  const script = new URL('scripts/build-cli.ts', root)
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(script), '--quiet'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  return result.status === 0
}

if (process.env.CADENCE_FROM_SOURCE !== '1' && (isFresh() || build())) {
  await import(built.href)
} else {
  const { tsImport } = await import('tsx/esm/api')
  await tsImport('../src/cli/main.ts', import.meta.url)
}
