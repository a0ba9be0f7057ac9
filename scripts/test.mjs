// `npm test`: every check, in order, stopping at the first that fails.
// `npm run test:quick` (`--quick`): the checks of the edit loop: lint, types (incremental: only
// what changed since the last run is checked again) and the tests that need no database, server
// process or browser (the `engine`, `unit` and `unit-isolated` projects of vitest.config.ts).
// Each step's time is printed as it ends and again, all together, at the end: the seconds on the
// clock, and the processor seconds its processes used, which a busy machine changes far less.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const quick = process.argv.includes('--quick')

// The test of two instances behind a load balancer (src/server/load-balancer.postgres.test.ts)
// runs Debian's HAProxy: installed here when missing, as scripts/e2e.mjs does for Chromium.
if (
  !quick &&
  process.env.TEST_DATABASE_URL &&
  !existsSync(process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy')
) {
  console.log("HAProxy is missing: installing Debian's haproxy package…")
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq haproxy`, {
    stdio: 'inherit',
  })
}

// Kept with the installed packages, out of the repository and of Biome's sight.
const TYPES_CACHE = 'node_modules/.cache/tsc/quick.tsbuildinfo'

const lint = ['lint (Biome)', 'npx', ['biome', 'check', '.']]
const types = ['types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']]

const quickSteps = [
  lint,
  [
    'types (tsc --noEmit --incremental)',
    'npx',
    ['tsc', '--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', TYPES_CACHE],
  ],
  [
    'unit tests (Vitest: engine, unit and unit-isolated)',
    'npx',
    ['vitest', 'run', '--project', 'engine', '--project', 'unit', '--project', 'unit-isolated'],
  ],
]

const fullSteps = [
  lint,
  types,
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

/**
 * Processor seconds used so far by the finished processes this one waited for (and those they
 * waited for): Linux's cutime and cstime. Undefined where /proc is not there.
 */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return undefined
  const stat = readFileSync('/proc/self/stat', 'utf8')
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // cutime and cstime are fields 16 and 17 of the whole line, in ticks of 1/100 s on Linux.
  return (Number(fields[13]) + Number(fields[14])) / 100
}

const seconds = (ms) => (ms / 1000).toFixed(1)
const timings = []

function summary(total) {
  const width = Math.max(...timings.map((t) => t.name.length))
  console.log(`\nTime per step (clock s, processor s):`)
  for (const t of timings) {
    const cpu = t.cpu === undefined ? '' : `${t.cpu.toFixed(1).padStart(8)}`
    console.log(
      `  ${t.name.padEnd(width)} ${seconds(t.ms).padStart(7)}${cpu}${t.failed ? '  ✗' : ''}`,
    )
  }
  console.log(`  ${'total'.padEnd(width)} ${seconds(total).padStart(7)}`)
}

const started = Date.now()
for (const [name, command, args] of quick ? quickSteps : fullSteps) {
  const stepStarted = Date.now()
  const cpuBefore = childCpuSeconds()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  const cpuAfter = childCpuSeconds()
  const ms = Date.now() - stepStarted
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  const failed = result.status !== 0
  timings.push({ name, ms, cpu, failed })
  if (failed) {
    console.error(`\n✗ ${name} failed after ${seconds(ms)} s`)
    summary(Date.now() - started)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} (${seconds(ms)} s)`)
}
summary(Date.now() - started)
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
