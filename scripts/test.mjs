// `npm test`: every check, in order, stopping at the first that fails.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// The test of two instances behind a load balancer (src/server/load-balancer.postgres.test.ts)
// runs Debian's HAProxy: installed here when missing, as scripts/e2e.mjs does for Chromium.
if (process.env.TEST_DATABASE_URL && !existsSync(process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy')) {
  console.log("HAProxy is missing: installing Debian's haproxy package…")
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq haproxy`, {
    stdio: 'inherit',
  })
}

const steps = [
  ['lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']],
  [
    'references (paths and sections cited in comments and docs)',
    'node',
    ['--import', 'tsx', 'scripts/check-references.ts'],
  ],
  ['module boundaries', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']],
  [
    'import rule (scripts/check-imports.ts)',
    'node',
    ['--import', 'tsx', 'scripts/check-imports.ts'],
  ],
  [
    'file and function sizes (scripts/check-sizes.ts)',
    'node',
    ['--import', 'tsx', 'scripts/check-sizes.ts'],
  ],
  ['unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']],
  ['unit and integration tests (Vitest)', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', 'build']],
  ['end-to-end tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs']],
]

const started = Date.now()
for (const [name, command, args] of steps) {
  const stepStarted = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
