#!/usr/bin/env node
// The `cadence` command. Runs the built JavaScript (dist/cli/cadence.cjs) so it
// starts without compiling TypeScript. A fresh clone has no build: the first run
// builds it (scripts/build-cli.ts, as `npm run build` does), and so does a run
// after one of its sources changed. Where it cannot be built (no dev
// dependencies), or with CADENCE_FROM_SOURCE=1, the TypeScript sources run
// through tsx instead. The command is CommonJS (bin/package.json): Node starts
// and loads a CommonJS program faster than a module, and `clean` is over in a
// few hundred milliseconds, so start-up counts (docs/decisions/014-cadence-clean-for-a-cold-process.md).
const { readFileSync, statSync } = require('node:fs')
const { join } = require('node:path')

const root = join(__dirname, '..')
const built = join(root, 'dist/cli/cadence.cjs')

/** The bundle exists and none of the sources listed beside it is newer. */
function isFresh() {
  try {
    const builtAt = statSync(built).mtimeMs
    const sources = JSON.parse(readFileSync(join(root, 'dist/cli/sources.json'), 'utf8'))
    return sources.every((source) => statSync(join(root, source)).mtimeMs <= builtAt)
  } catch {
    return false
  }
}

function build() {
  const { spawnSync } = require('node:child_process')
  const script = join(root, 'scripts/build-cli.ts')
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--quiet'], {
    cwd: root,
    stdio: 'ignore',
  })
  return result.status === 0
}

if (process.env.CADENCE_FROM_SOURCE !== '1' && (isFresh() || build())) {
  require(built)
} else {
  import('tsx/esm/api').then(({ tsImport }) => tsImport(join(root, 'src/cli/main.ts'), __filename))
}
