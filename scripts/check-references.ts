// Fails when a comment or a document cites something the repository does not have: a path
// (`src/web/lib/cn.ts`, `docs/plans.md`, a bare source file name `whatsapp-scan.ts`), a section
// (`docs/product.md §8`, "spec §9" for the same document) or an anchor
// (`docs/contributing.md#add-a-route`); or when the engine's entry-point table in
// docs/analysis.md leaves out a function the rest of the app calls (scripts/entry-points.ts).
// A step of `npm test` (scripts/test.mjs).
// Usage: node --import tsx scripts/check-references.ts
//
// A path resolves from the repository's root, from the citing file's folder, or as the end of
// a path that exists (`http/input-guard.ts` inside docs/contributing.md, written from
// src/server; `whatsapp-scan.ts` anywhere). A Markdown link resolves from the citing file's
// folder only, as on GitHub.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ENGINE, ENTRY_TABLE_DOCUMENT, entryPointProblems, entryTableOf } from './entry-points'
import { type Citation, citationsOf, type DocumentOutline, outlineOf } from './reference-parser'

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
/** Code outside the engine that calls it: what the entry-point table must name. */
const CALLERS = /^(?:src|bench|scripts)\/.*\.(?:tsx?|mjs)$/
const TEST = /\.(?:test|spec)\.tsx?$/

function walk(root: string, folder: string, into: string[] = []): string[] {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) walk(root, path, into)
    else into.push(path)
  }
  return into
}

/** Every reference under `root` that points nowhere, and how many files were read. */
export function checkReferences(root: string): { files: number; problems: string[] } {
  const everyFile = walk(root, '')
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
  const exists = (path: string) => existsSync(join(root, path))

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
      if (!path.startsWith('..') && (exists(path) || folders.has(path))) return path
      for (const extension of ['.ts', '.tsx']) if (exists(path + extension)) return path + extension
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
    const made = outlineOf(readFileSync(join(root, path), 'utf8'))
    outlines.set(path, made)
    return made
  }

  const problems: string[] = []
  for (const file of scanned) {
    const source = readFileSync(join(root, file), 'utf8')
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
      if (!target.endsWith('.md') || statSync(join(root, target)).isDirectory()) {
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

  if (exists(ENTRY_TABLE_DOCUMENT)) {
    const table = entryTableOf(readFileSync(join(root, ENTRY_TABLE_DOCUMENT), 'utf8'))
    const readModule = (module: string) => {
      for (const extension of ['.ts', '.tsx']) {
        const path = join(root, ENGINE, module + extension)
        if (existsSync(path)) return readFileSync(path, 'utf8')
      }
      return null
    }
    const callers = new Map(
      everyFile
        .filter((file) => CALLERS.test(file) && !file.startsWith(`${ENGINE}/`) && !TEST.test(file))
        .map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
    )
    problems.push(...entryPointProblems(table, readModule, callers))
  }
  return { files: scanned.length, problems }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, problems } = checkReferences(process.cwd())
  if (problems.length > 0) {
    console.error(`${problems.length} reference(s) point nowhere:\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(
    `References: ${files} files read, every cited path and section exists, and every entry point of the engine is in its table.`,
  )
}
