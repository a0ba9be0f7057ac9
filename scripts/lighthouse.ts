// Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) in Debian's
// Chromium, on the landing page and an article of the production build. Lighthouse comes from
// npm and starts the browser through chrome-launcher at CHROME_PATH: nothing is downloaded.
// Each page is measured RUNS times; the run with the median performance score is reported.
// Usage: npm run build && npm run bench:lighthouse [-- --write] [-- --base-url=http://host:port]
//   --write     puts the figures into docs/benchmarks.md
//   --base-url  measures a server that is already running instead of starting one

import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const PATHS = ['/welcome', '/blog/who-texts-first', '/de/welcome', '/ar/welcome']
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3196)
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const BENCHMARKS = join(process.cwd(), 'docs', 'benchmarks.md')
const START = '<!-- lighthouse:start -->'
const END = '<!-- lighthouse:end -->'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Result {
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  runs: number[]
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  runtimeError?: { message: string }
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length)
}

async function waitUntilReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready.')
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server at ${base} was not ready within two minutes.`)
}

function runLighthouse(url: string, out: string): LighthouseReport {
  const run = spawnSync(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`)
  const report: LighthouseReport = JSON.parse(readFileSync(out, 'utf8'))
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`)
  return report
}

/**
 * One Lighthouse run, tried again (twice at most) when Lighthouse itself could not record the
 * page load (NO_NAVSTART and the like): a failed recording says nothing about the page.
 */
function measuredOnce(url: string, out: string): LighthouseReport {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouse(url, out)
    } catch (error) {
      const recording =
        error instanceof Error && /Something went wrong with recording/.test(error.message)
      if (!recording || attempt === 3) throw error
      console.warn(`Lighthouse could not record ${url} (attempt ${attempt}); trying again.`)
    }
  }
}

function measure(base: string, path: string, dir: string): Result {
  const reports: LighthouseReport[] = []
  for (let run = 0; run < RUNS; run++)
    reports.push(measuredOnce(`${base}${path}`, join(dir, `report-${run}.json`)))
  const score = (report: LighthouseReport, category: string) =>
    Math.round((report.categories[category]?.score ?? 0) * 100)
  const sorted = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) throw new Error('no Lighthouse run')
  const audit = (id: string) => median.audits[id]?.numericValue ?? Number.NaN
  return {
    path,
    scores: {
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      'best-practices': score(median, 'best-practices'),
      seo: score(median, 'seo'),
    },
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    runs: reports.map((report) => score(report, 'performance')),
  }
}

function table(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.fcpMs / 1000).toFixed(2)} s | ${r.runs.join(', ')} |`,
  )
  return [
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | FCP | performance of each run |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

function writeSection(results: Result[], version: string, loadAtStart: number): void {
  const text = `${START}
## Public pages: Lighthouse

\`npm run bench:lighthouse\` (\`scripts/lighthouse.ts\`), ${new Date().toISOString().slice(0, 10)}: Lighthouse ${version}, mobile preset (simulated slow 4G and a 4×
slower CPU), in Debian's Chromium, against the production build served by \`src/server/index.ts\`; ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start.
Each page ${RUNS} time${RUNS === 1 ? '' : 's'}; the row is the run with the median performance score.
Targets: performance ≥ 95, accessibility, best practices and SEO 100.

${table(results)}
${END}`
  const current = readFileSync(BENCHMARKS, 'utf8')
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + text + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${text}\n`
  writeFileSync(BENCHMARKS, next)
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME}: set CHROME_PATH.`)
  const loadAtStart = loadavg()[0] ?? 0
  const given = argument('base-url')
  const base = given ?? `http://127.0.0.1:${PORT}`
  const dataDir = mkdtempSync(join(tmpdir(), 'cadence-lighthouse-'))
  let server: ChildProcess | null = null
  try {
    if (!given) {
      if (!existsSync('dist/ssr/entry-server.js')) throw new Error('Build first: npm run build')
      // A throw-away embedded database, whatever DATABASE_URL says.
      const { DATABASE_URL: _ignored, ...env } = process.env
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        env: { ...env, PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      await waitUntilReady(base, server)
    }
    const version = spawnSync(join('node_modules', '.bin', 'lighthouse'), ['--version'], {
      encoding: 'utf8',
    }).stdout.trim()
    const results = PATHS.map((path) => measure(base, path, dataDir))
    console.log(table(results))
    if (process.argv.includes('--write')) writeSection(results, version, loadAtStart)
  } finally {
    server?.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
