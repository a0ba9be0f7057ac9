// Measures the JavaScript /welcome needs before any interaction: the entry script
// and everything it imports statically, plus the landing page chunk the router loads
// and everything it imports statically (the server preloads exactly these with the
// page). Chunks loaded later are not counted: the sections below the hero and the
// footer (hydrated when they come near or on the first interaction), the small-screen
// menu (once the session is known), the demo, the try-it flow and the waitlist
// request. A page's messages come inside its HTML (the state the server writes), in every
// language, so no catalog is fetched before the page hydrates. Sizes are gzip level 9.
// Usage: npm run build && node --import tsx scripts/measure-landing-js.ts [--write]

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = join(process.cwd(), 'dist', 'web')
const ASSETS = join(DIST, 'assets')
const LANDING_SOURCE = 'features/landing/landing-page.tsx'
const BUDGET_KB = 100
const BENCHMARKS = join(process.cwd(), 'docs', 'benchmarks.md')
const START = '<!-- landing-js:start -->'
const END = '<!-- landing-js:end -->'

/** `import{x}from"./a.js"` and `import"./a.js"`, never `import("./a.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g

function entryFiles(html: string): string[] {
  const files = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.js)"/g,
  ))
    if (match[1]) files.add(match[1])
  return [...files]
}

function landingChunk(): string {
  for (const name of readdirSync(ASSETS).filter((file) => file.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(join(ASSETS, name), 'utf8')) as { sources?: string[] }
    if (map.sources?.some((source) => source.endsWith(LANDING_SOURCE))) return name.slice(0, -4)
  }
  throw new Error(`No chunk holds ${LANDING_SOURCE}: build first (npm run build).`)
}

function withStaticImports(roots: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...roots]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(join(ASSETS, file), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) if (match[1]) queue.push(match[1])
  }
  return [...seen]
}

export function measureLandingJs() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const files = withStaticImports([...entryFiles(html), landingChunk()])
  const rows = files
    .map((file) => {
      const code = readFileSync(join(ASSETS, file))
      return { file, raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
    })
    .sort((a, b) => b.gzip - a.gzip)
  const gzipKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024
  const rawKb = rows.reduce((sum, row) => sum + row.raw, 0) / 1024
  return { rows, gzipKb, rawKb }
}

function section(result: ReturnType<typeof measureLandingJs>): string {
  const table = result.rows
    .map(
      (row) =>
        `| \`${row.file.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${(row.raw / 1024).toFixed(1)} | ${(row.gzip / 1024).toFixed(1)} |`,
    )
    .join('\n')
  return `${START}
## Landing page: JavaScript before interaction

Measured by \`scripts/measure-landing-js.ts\` from the production build (\`dist/web\`) on ${new Date().toISOString().slice(0, 10)}:
the entry script and its static imports, plus the landing page chunk and its static imports (what the server preloads with \`/welcome\`).
The page comes rendered from the server; the sections below the hero and the footer hydrate when they come near or on the first scroll, tap, key press or focus;
the small-screen menu loads once the session is known; the demo, the try-it flow (with the analysis worker), the plans and the waitlist request load when their section comes near or on use.

**${result.gzipKb.toFixed(1)} KB gzip** (${result.rawKb.toFixed(1)} KB raw), budget ${BUDGET_KB} KB gzip.

| chunk | raw KB | gzip KB |
|---|---|---|
${table}
${END}`
}

function writeSection(text: string): void {
  const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n'
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + text + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${text}\n`
  writeFileSync(BENCHMARKS, next)
}

const result = measureLandingJs()
console.log(
  `landing JS before interaction: ${result.gzipKb.toFixed(1)} KB gzip (${result.rows.length} files)`,
)
for (const row of result.rows)
  console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB  ${row.file}`)
if (process.argv.includes('--write')) writeSection(section(result))
if (result.gzipKb > BUDGET_KB) {
  console.error(`over the ${BUDGET_KB} KB budget`)
  process.exitCode = 1
}
