// The import rule of docs/contributing.md ("One import rule"), shared by the checker
// (scripts/check-imports.ts, run by `npm test`) and the fixer (scripts/fix-imports.ts,
// `npm run imports:fix`):
//
// - a module in the same area as the importer is imported relatively ('./x', '../lib/x');
// - a module in another area is imported through the alias: '#src/<path from src>';
// - either way in one spelling only: the shortest path, no '.ts'/'.tsx'/'/index', and a file of
//   another kind ('.json', '.css') with its extension.
//
// The rule covers every specifier in src: import and export declarations, import() calls,
// import('…') types and the module names given to vi.mock, vi.doMock, vi.importActual, ….
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The alias of src (package.json `imports`: "#src/*": "./src/*"). */
export const ALIAS = '#src/'

/**
 * The areas of src, as folders from the repository root. A file belongs to the area whose folder
 * holds it; `*` stands for each folder of its own (every feature is an area). A `testing/`
 * folder belongs to the area it sits in (src/server/testing is the server's, src/web/ssr/testing
 * the server-side rendering's); src/web/testing is shared by the web's areas and is one itself.
 * The files directly in src/ and directly in src/web/ (test-setup.ts, main.tsx, styles.css) form
 * one area per folder. A folder in none of these is an error: add it here and to the guide.
 */
export const AREAS = [
  'src/analysis',
  'src/cli',
  'src/contract',
  'src/i18n',
  'src/server',
  'src/web/app',
  'src/web/components',
  'src/web/features/*',
  'src/web/lib',
  'src/web/offline-cleaner',
  'src/web/ssr',
  'src/web/sw',
  'src/web/testing',
] as const

/** Folders whose own files (not their subfolders) form an area. */
const LOOSE_FILE_AREAS = ['src', 'src/web']

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']
const PROBE_EXTENSIONS = [...SOURCE_EXTENSIONS, '.d.ts', '.json']
const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

const toPosix = (file: string) => file.split(path.sep).join('/')

/** The area of a file given from the repository root ('src/web/lib/cn.ts' → 'src/web/lib'). */
export function areaOf(file: string): string | undefined {
  const posix = toPosix(file)
  for (const area of AREAS) {
    if (area.endsWith('/*')) {
      const parent = area.slice(0, -1)
      if (!posix.startsWith(parent)) continue
      const own = posix.slice(parent.length).split('/')
      if (own.length > 1 && own[0]) return parent + own[0]
      continue
    }
    if (posix.startsWith(`${area}/`)) return area
  }
  const folder = path.posix.dirname(posix)
  return LOOSE_FILE_AREAS.includes(folder) ? folder : undefined
}

/**
 * The area a file is treated as in: its listed area, or, for a folder not listed yet, the first
 * folder below src/, src/web/ or src/web/features/ that holds it, so that the fixer still writes
 * its imports while the checker asks for the folder to be listed.
 */
function workingAreaOf(file: string): string {
  const listed = areaOf(file)
  if (listed) return listed
  const parts = toPosix(file).split('/')
  const depth = parts[1] === 'web' ? (parts[2] === 'features' ? 3 : 2) : 1
  return parts.slice(0, Math.min(depth + 1, parts.length - 1)).join('/')
}

/** A specifier in a file: where its text sits (without the quotes) and what it says. */
export interface Specifier {
  text: string
  start: number
  end: number
  line: number
  column: number
}

/** Every module specifier in a TypeScript source. */
export function specifiersIn(fileName: string, source: string): Specifier[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind)
  const found: Specifier[] = []
  const add = (node: ts.Node | undefined) => {
    if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return
    const start = node.getStart(sourceFile) + 1
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(start)
    found.push({ text: node.text, start, end: node.end - 1, line: line + 1, column: character })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal)
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        MOCK_CALLS.has(callee.name.text)
      if (isImport || isMock) add(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()

/** The file a path names, as the bundler finds it: itself, with an extension, or its index. */
function probe(base: string): { file: string; viaIndex: boolean } | undefined {
  if (isFile(base)) return { file: base, viaIndex: false }
  for (const extension of PROBE_EXTENSIONS) {
    if (isFile(base + extension)) return { file: base + extension, viaIndex: false }
  }
  for (const extension of PROBE_EXTENSIONS) {
    const index = path.join(base, `index${extension}`)
    if (isFile(index)) return { file: index, viaIndex: true }
  }
  return undefined
}

/** What a relative or aliased specifier of `fromFile` names; undefined for a package. */
export function resolveSpecifier(
  root: string,
  fromFile: string,
  specifier: string,
): { file: string; viaIndex: boolean; query: string } | 'unresolved' | undefined {
  const queryAt = specifier.indexOf('?')
  const bare = queryAt === -1 ? specifier : specifier.slice(0, queryAt)
  const query = queryAt === -1 ? '' : specifier.slice(queryAt)
  let base: string
  if (bare.startsWith(ALIAS)) base = path.join(root, 'src', bare.slice(ALIAS.length))
  else if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) {
    base = path.resolve(path.dirname(path.join(root, fromFile)), bare)
  } else return undefined
  const found = probe(base)
  return found ? { ...found, query } : 'unresolved'
}

/** The one spelling the rule allows for `fromFile` importing `target` (both from the root). */
export function expectedSpecifier(
  fromFile: string,
  target: string,
  options: { viaIndex?: boolean; query?: string } = {},
): string {
  const fromArea = workingAreaOf(fromFile)
  const targetArea = workingAreaOf(target)
  let named = toPosix(target)
  if (options.viaIndex) named = path.posix.dirname(named)
  else {
    const extension = SOURCE_EXTENSIONS.find((candidate) => named.endsWith(candidate))
    if (extension && !named.endsWith(`.d${extension}`)) named = named.slice(0, -extension.length)
  }
  const query = options.query ?? ''
  if (fromArea !== targetArea) return `${ALIAS}${named.slice('src/'.length)}${query}`
  const relative = path.posix.relative(path.posix.dirname(toPosix(fromFile)), named)
  return `${relative.startsWith('.') ? '' : './'}${relative || '.'}${query}`
}

/** A place where the code breaks the rule. */
export interface Finding {
  file: string
  line: number
  column: number
  start: number
  end: number
  specifier: string
  /** The spelling the rule wants; undefined when the specifier names no file or the file no area. */
  expected: string | undefined
  problem: string
}

/** The TypeScript files of src, from the repository root, in a stable order. */
export function sourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) walk(relative)
      else if (/\.(m?ts|tsx)$/.test(entry.name)) files.push(relative)
    }
  }
  walk('src')
  return files.sort()
}

/** Every break of the rule in one file of src. */
export function findingsIn(root: string, file: string, source: string): Finding[] {
  const findings: Finding[] = []
  const area = workingAreaOf(file)
  if (!areaOf(file)) {
    findings.push({
      file,
      line: 1,
      column: 0,
      start: 0,
      end: 0,
      specifier: '',
      expected: undefined,
      problem: `${area} is in no area: add it to AREAS in scripts/import-rule.ts and to docs/contributing.md`,
    })
  }
  for (const specifier of specifiersIn(file, source)) {
    const resolved = resolveSpecifier(root, file, specifier.text)
    if (resolved === undefined) continue
    const where = { file, ...specifier, specifier: specifier.text }
    if (resolved === 'unresolved') {
      findings.push({ ...where, expected: undefined, problem: 'names no file' })
      continue
    }
    const target = toPosix(path.relative(root, resolved.file))
    if (target.startsWith('../') || !target.startsWith('src/')) continue
    const expected = expectedSpecifier(file, target, resolved)
    if (expected === specifier.text) continue
    const aliased = specifier.text.startsWith(ALIAS)
    const problem =
      area === workingAreaOf(target)
        ? aliased
          ? `${target} is in the same area (${area}): import it relatively`
          : 'spelled another way'
        : aliased
          ? 'spelled another way'
          : `${target} is outside ${area}: import it through ${ALIAS}`
    findings.push({ ...where, expected, problem })
  }
  return findings
}

/** Every break of the rule in src. */
export function findings(root: string): Finding[] {
  return sourceFiles(root).flatMap((file) =>
    findingsIn(root, file, readFileSync(path.join(root, file), 'utf8')),
  )
}
