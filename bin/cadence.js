#!/usr/bin/env node
// The `cadence` command. Runs the built JavaScript (dist/cli/cadence.js) so it
// starts without compiling TypeScript. A fresh clone has no build: the first run
// builds it (scripts/build-cli.ts, as `npm run build` does), and so does a run
// after one of its sources changed. Where it cannot be built (no dev
// dependencies), or with CADENCE_FROM_SOURCE=1, the TypeScript sources run
// through tsx instead. Only what every run needs is imported up front.
import { readFileSync, statSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const rootPath = decodeURIComponent(root.pathname)
const built = `${rootPath}dist/cli/cadence.js`

/** The bundle exists and none of the sources listed beside it is newer. */
function isFresh() {
  try {
    const builtAt = statSync(built).mtimeMs
    const sources = JSON.parse(readFileSync(`${rootPath}dist/cli/sources.json`, 'utf8'))
    return sources.every((source) => statSync(rootPath + source).mtimeMs <= builtAt)
  } catch {
    return false
  }
}

async function build() {
  const { spawnSync } = await import('node:child_process')
  const script = `${rootPath}scripts/build-cli.ts`
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--quiet'], {
    cwd: rootPath,
    stdio: 'ignore',
  })
  return result.status === 0
}

if (process.env.CADENCE_FROM_SOURCE !== '1' && (isFresh() || (await build()))) {
  await import(new URL('dist/cli/cadence.js', root).href)
} else {
  const { tsImport } = await import('tsx/esm/api')
  await tsImport('../src/cli/main.ts', import.meta.url)
}
