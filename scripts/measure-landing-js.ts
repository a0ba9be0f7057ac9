// Measures the JavaScript /welcome and each language's /{prefix}/welcome need before any
// interaction: the page is rendered as the server renders it (the built page renderer, the
// server's page assembly), and every script it names (the entry and the module preloads: the
// landing page chunk and its static imports) is counted with everything it imports statically. Chunks loaded later are not counted: the sections below the hero and the
// footer (hydrated when they come near or on the first interaction), the small-screen
// menu (once the session is known), the demo, the try-it flow and the waitlist
// request. A page's messages come inside its HTML (the state the server writes), in every
// language, so no catalog is fetched before the page hydrates. Sizes are gzip level 9.
// Usage: npm run build && node --import tsx scripts/measure-landing-js.ts [--write]

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import type { RenderPublicPage } from '../src/contract/public-pages'
import { LOCALES, localizedPath } from '../src/i18n/locales'
import { publicPages } from '../src/server/http/public-pages'

const DIST = join(process.cwd(), 'dist', 'web')
const ASSETS = join(DIST, 'assets')
const RENDERER = join(process.cwd(), 'dist', 'ssr', 'entry-server.js')
const BUDGET_KB = 100
const BENCHMARKS = join(process.cwd(), 'docs', 'benchmarks.md')
const START = '<!-- landing-js:start -->'
const END = '<!-- landing-js:end -->'

/** `import{x}from"./a.js"` and `import"./a.js"`, never `import("./a.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g

/** The scripts a page names: its entry script and its module preloads. */
function pageScripts(html: string): string[] {
  const files = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script|link)\b[^>]*?(?:src|href)="\/assets\/([^"]+\.js)"/g,
  ))
    if (match[1]) files.add(match[1])
  return [...files]
}

/** Each language's landing page as the server sends it, rendered by the built renderer. */
async function landingPages(): Promise<{ path: string; html: string }[]> {
  if (!existsSync(RENDERER)) throw new Error(`No ${RENDERER}: build first (npm run build).`)
  const module: { renderPublicPage: RenderPublicPage } = await import(pathToFileURL(RENDERER).href)
  const quiet = () => undefined
  const page = publicPages({
    webRoot: DIST,
    render: module.renderPublicPage,
    publicUrl: 'http://localhost',
    data: {
      listPosts: async () => [],
      listFeaturedPosts: async () => [],
      listCategories: async () => [],
      getPost: async () => null,
    },
    logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
  })
  const app = new Hono().get('*', async (c) => (await page(c)) ?? c.notFound())
  const pages = []
  for (const locale of LOCALES) {
    const path = localizedPath(locale, '/welcome')
    const response = await app.request(path)
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    pages.push({ path, html: await response.text() })
  }
  return pages
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

function measure(html: string) {
  const files = withStaticImports(pageScripts(html))
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

export async function measureLandingJs() {
  const pages = (await landingPages()).map(({ path, html }) => ({ path, ...measure(html) }))
  const [english] = pages
  if (!english) throw new Error('No landing page rendered')
  return { ...english, pages }
}

function section(result: Awaited<ReturnType<typeof measureLandingJs>>): string {
  const scripts = result.rows
    .map(
      (row) =>
        `\`${row.file.replace(/-[\w-]{8}\.js$/, '.js')}\` ${(row.gzip / 1024).toFixed(1)} (${(row.raw / 1024).toFixed(1)})`,
    )
    .join(', ')
  return `${START}
## Landing page: JavaScript before interaction

\`scripts/measure-landing-js.ts\`, from the production build (\`dist/web\`), ${new Date().toISOString().slice(0, 10)}: each language's landing page
as the server sends it, and every script it names (the entry script and the module preloads) with their static imports.
Scripts loaded later (the sections below the hero, the footer, the small-screen menu, the demo, the try-it flow, the plans
and the waitlist request) are not counted. Sizes are gzip level 9.

**${result.gzipKb.toFixed(1)} KB gzip** (${result.rawKb.toFixed(1)} KB raw) for \`/welcome\`, budget ${BUDGET_KB} KB gzip. Each language, gzip KB (files):
${result.pages.map((page) => `\`${page.path}\` ${page.gzipKb.toFixed(1)} (${page.rows.length})`).join(', ')}.

The scripts of \`/welcome\`, gzip KB (raw KB): ${scripts}.
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

const result = await measureLandingJs()
for (const row of result.rows)
  console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(6)} KB  ${row.file}`)
for (const page of result.pages)
  console.log(
    `${page.path}: ${page.gzipKb.toFixed(1)} KB gzip before interaction (${page.rows.length} files)`,
  )
if (process.argv.includes('--write')) writeSection(section(result))
const over = result.pages.filter((page) => page.gzipKb > BUDGET_KB)
if (over.length > 0) {
  console.error(`over the ${BUDGET_KB} KB budget: ${over.map((page) => page.path).join(', ')}`)
  process.exitCode = 1
}
