// Fails when a comment or a document cites something the repository does not have: a path
// (`src/web/lib/cn.ts`, `docs/plans.md`), a section (`docs/product.md §8`) or an anchor
// (`docs/contributing.md#add-a-route`). A step of `npm test` (scripts/test.mjs).
// Usage: node --import tsx scripts/check-references.ts
//
// A path resolves from the repository's root, from the citing file's folder, or as the end of
// a path that exists (`http/input-guard.ts` inside docs/contributing.md, written from
// src/server). A Markdown link resolves from the citing file's folder only, as on GitHub.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { type Citation, citationsOf, type DocumentOutline, outlineOf } from './reference-parser'

const ROOT = process.cwd()
/** Generated, never committed (.gitignore): cited as where a command writes. */
const GENERATED = ['dist/', 'data/', 'coverage/', 'bench/.inputs/']
/**
 * Cited on purpose though they live outside the repository: the optional corpus of real exports
 * (`CADENCE_REAL_EXPORTS`, see README.md#test-it) and its SOURCES.md.
 */
const OUTSIDE = [/^\.\.\/shared\/real-exports\b/, /^SOURCES\.md$/]
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'test-results',
  'playwright-report',
])
const SCANNED = ['src', 'e2e', 'scripts', 'bench', 'docs']
const CODE = /\.(tsx?|mjs|cjs|js|css|html)$/
const CONFIG = /^(?:[\w-]+\.config\.\w+|\.[\w-]+\.cjs|index\.html|README\.md)$/

function walk(folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) walk(path, into)
    else into.push(path)
  }
  return into
}

const everyFile = walk('')
const folders = new Set(
  everyFile.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
)
const scanned = everyFile.filter(
  (file) =>
    (SCANNED.some((folder) => file.startsWith(`${folder}/`)) &&
      (CODE.test(file) || file.endsWith('.md'))) ||
    (!file.includes('/') && CONFIG.test(file)),
)

/** The repository path a citation names, or null when it names none. */
function resolve(citation: Citation, from: string): string | null {
  const written = (citation.path ?? '').replace(/\/$/, '')
  if (!citation.path) return from
  if (GENERATED.some((folder) => written.startsWith(folder) || `${written}/` === folder))
    return written
  if (OUTSIDE.some((pattern) => pattern.test(written))) return written
  const candidates = citation.link
    ? [normalize(join(dirname(from), written))]
    : [normalize(written), normalize(join(dirname(from), written))]
  for (const candidate of candidates) {
    const path = relative('.', candidate)
    if (!path.startsWith('..') && (existsSync(join(ROOT, path)) || folders.has(path))) return path
    for (const extension of ['.ts', '.tsx'])
      if (existsSync(join(ROOT, path + extension))) return path + extension
  }
  if (citation.link || written.startsWith('.')) return null
  const tail = `/${written}`
  return (
    everyFile.find((file) => file.endsWith(tail)) ??
    [...folders].find((folder) => folder.endsWith(tail)) ??
    null
  )
}

const outlines = new Map<string, DocumentOutline>()
function outline(path: string): DocumentOutline {
  const known = outlines.get(path)
  if (known) return known
  const made = outlineOf(readFileSync(join(ROOT, path), 'utf8'))
  outlines.set(path, made)
  return made
}

const problems: string[] = []
for (const file of scanned) {
  const source = readFileSync(join(ROOT, file), 'utf8')
  for (const citation of citationsOf(source, file)) {
    const where = `${file}:${citation.line}`
    const written = `${citation.path ?? ''}${citation.anchor ? `#${citation.anchor}` : ''}`
    if (!citation.path && !file.endsWith('.md') && citation.sections.length > 0) {
      problems.push(
        `${where}: §${citation.sections.join(', §')} names no document (write docs/<doc>.md §N)`,
      )
      continue
    }
    const target = resolve(citation, file)
    if (!target) {
      problems.push(`${where}: ${written} does not exist`)
      continue
    }
    if (citation.sections.length === 0 && !citation.anchor) continue
    if (!target.endsWith('.md') || statSync(join(ROOT, target)).isDirectory()) {
      if (citation.anchor) problems.push(`${where}: ${written} is not a document with headings`)
      continue
    }
    const { sections, anchors } = outline(target)
    for (const section of citation.sections) {
      if (!sections.has(section)) problems.push(`${where}: ${target} has no section §${section}`)
    }
    if (citation.anchor && !anchors.has(citation.anchor)) {
      problems.push(`${where}: ${target} has no heading #${citation.anchor}`)
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} reference(s) point nowhere:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`References: ${scanned.length} files read, every cited path and section exists.`)
