// The engine's entry-point table (docs/analysis.md, the table under its title) against the
// code: the pure half of that step of scripts/check-references.ts, on strings.
//
// The table's files are the engine's public modules. Every function or class one of them
// exports (itself or through `export … from`) that code outside the engine calls must be named
// in the table, and every name the table gives must be exported by one of its row's files.

import ts from 'typescript'

export const ENGINE = 'src/analysis'
export const ENTRY_TABLE_DOCUMENT = 'docs/analysis.md'
const TABLE_HEADER = /^\|\s*entry point\s*\|\s*file\s*\|/

export interface EntryRow {
  /** 1-based line of the row in the document. */
  line: number
  /** The names the row gives: the identifier that starts each code span of its first cell. */
  names: string[]
  /** The row's files, relative to src/analysis (`parse.ts`, `import/clean-export.ts`). */
  files: string[]
}

/** The rows of the entry-point table: the table whose header reads `| entry point | file |`. */
export function entryTableOf(markdown: string): EntryRow[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => TABLE_HEADER.test(line))
  if (start < 0) return []
  const rows: EntryRow[] = []
  for (let i = start + 2; i < lines.length && lines[i]?.startsWith('|'); i++) {
    const cells = (lines[i] ?? '').split(/(?<!\\)\|/).slice(1, -1)
    const spans = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)]
    const names = spans(cells[0]).flatMap(
      (span) => /^[A-Za-z_$][\w$]*/.exec(span[1] ?? '')?.[0] ?? [],
    )
    const files = spans(cells[1]).map((span) => span[1] ?? '')
    rows.push({ line: i + 1, names, files })
  }
  return rows
}

/** What a module exports: its own functions and classes, and what it passes on from others. */
export interface ModuleExports {
  callables: Set<string>
  /** `export * from './x'`: every export of the module at that specifier. */
  everythingFrom: string[]
  /** `export { a, b as c } from './x'`: the name exported, the name in that module, where. */
  namedFrom: Array<{ name: string; original: string; from: string }>
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  )
}

function isFunctionValue(node: ts.Expression | undefined): boolean {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
}

export function exportsOf(source: string, fileName: string): ModuleExports {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: ModuleExports = { callables: new Set(), everythingFrom: [], namedFrom: [] }
  for (const statement of file.statements) {
    if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      isExported(statement) &&
      statement.name
    ) {
      found.callables.add(statement.name.text)
    } else if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && isFunctionValue(declaration.initializer))
          found.callables.add(declaration.name.text)
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const from = statement.moduleSpecifier.text
      const clause = statement.exportClause
      if (!clause) found.everythingFrom.push(from)
      else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue
          const original = (element.propertyName ?? element.name).text
          found.namedFrom.push({ name: element.name.text, original, from })
        }
      }
    }
  }
  return found
}

/**
 * The names a file takes, as values, from the engine's modules: `import { a } from
 * '#src/analysis/<module>'`, `export { a } from …` and `const { a } = await import(…)`, by the
 * module's path relative to src/analysis (`analyze`, `import/clean-export`).
 */
export function engineImportsOf(source: string, fileName: string): Map<string, Set<string>> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const imports = new Map<string, Set<string>>()
  const prefix = `#${ENGINE}/`
  const add = (specifier: string, name: string) => {
    if (!specifier.startsWith(prefix)) return
    const module = specifier.slice(prefix.length).replace(/\.tsx?$/, '')
    const names = imports.get(module) ?? new Set<string>()
    names.add(name)
    imports.set(module, names)
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.importClause?.isTypeOnly
    ) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly)
            add(node.moduleSpecifier.text, (element.propertyName ?? element.name).text)
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    ) {
      for (const element of node.exportClause.elements) {
        if (!element.isTypeOnly)
          add(node.moduleSpecifier.text, (element.propertyName ?? element.name).text)
      }
    } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name)) {
      let value = node.initializer
      if (value && ts.isAwaitExpression(value)) value = value.expression
      if (
        value &&
        ts.isCallExpression(value) &&
        value.expression.kind === ts.SyntaxKind.ImportKeyword &&
        value.arguments[0] &&
        ts.isStringLiteral(value.arguments[0])
      ) {
        for (const element of node.name.elements) {
          const name = element.propertyName ?? element.name
          if (ts.isIdentifier(name)) add(value.arguments[0].text, name.text)
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return imports
}

/** Reads a module's source by its path relative to src/analysis, without extension; null when missing. */
export type ReadModule = (module: string) => string | null

/** The functions and classes a module exports, following `export … from './x'`. */
export function callablesOf(
  module: string,
  read: ReadModule,
  seen = new Set<string>(),
): Set<string> {
  const callables = new Set<string>()
  if (seen.has(module)) return callables
  seen.add(module)
  const source = read(module)
  if (source === null) return callables
  const exports = exportsOf(source, `${module}.ts`)
  for (const name of exports.callables) callables.add(name)
  const folder = module.includes('/') ? module.slice(0, module.lastIndexOf('/') + 1) : ''
  const target = (from: string) => {
    const parts = `${folder}${from}`.split('/')
    const path: string[] = []
    for (const part of parts) {
      if (part === '..') path.pop()
      else if (part !== '.') path.push(part)
    }
    return path.join('/').replace(/\.tsx?$/, '')
  }
  for (const from of exports.everythingFrom) {
    for (const name of callablesOf(target(from), read, seen)) callables.add(name)
  }
  for (const { name, original, from } of exports.namedFrom) {
    if (callablesOf(target(from), read, new Set()).has(original)) callables.add(name)
  }
  return callables
}

/**
 * What is wrong with the table: a function or class of a public module that code outside the
 * engine calls and the table does not name, a name no file of its row exports, a missing file.
 * `callers` maps each file outside the engine to its source.
 */
export function entryPointProblems(
  table: EntryRow[],
  read: ReadModule,
  callers: Map<string, string>,
): string[] {
  const problems: string[] = []
  const where = (line: number) => `${ENTRY_TABLE_DOCUMENT}:${line}`
  if (table.length === 0) {
    return [`${ENTRY_TABLE_DOCUMENT}: no entry-point table (| entry point | file | what it does |)`]
  }
  const listed = new Set(table.flatMap((row) => row.names))
  const publicModules = new Map<string, Set<string>>()
  for (const row of table) {
    const exported = new Set<string>()
    for (const file of row.files) {
      const module = file.replace(/\.tsx?$/, '')
      if (read(module) === null) {
        problems.push(`${where(row.line)}: ${ENGINE}/${file} does not exist`)
        continue
      }
      const callables = callablesOf(module, read)
      publicModules.set(module, callables)
      for (const name of callables) exported.add(name)
      // Constants are named too (`DEMO_MESSAGES`): any export of the module will do for them.
      for (const name of exportedNamesOf(read(module) ?? '', module)) exported.add(name)
    }
    for (const name of row.names) {
      if (!exported.has(name) && row.files.length > 0)
        problems.push(`${where(row.line)}: ${name} is not exported by ${row.files.join(' or ')}`)
    }
  }
  const missing = new Map<string, { module: string; callers: string[] }>()
  for (const [caller, source] of callers) {
    for (const [module, names] of engineImportsOf(source, caller)) {
      const callables = publicModules.get(module)
      if (!callables) continue
      for (const name of names) {
        if (!callables.has(name) || listed.has(name)) continue
        const entry = missing.get(name) ?? { module, callers: [] }
        entry.callers.push(caller)
        missing.set(name, entry)
      }
    }
  }
  for (const [name, { module, callers: by }] of missing) {
    const others = by.length > 1 ? ` and ${by.length - 1} more` : ''
    problems.push(
      `${ENTRY_TABLE_DOCUMENT}: the entry-point table does not name ${name} (${ENGINE}/${module}.ts), which ${by.sort()[0]}${others} calls`,
    )
  }
  return problems
}

/** Every name a module exports as a value, its own or passed on (for constants in the table). */
function exportedNamesOf(source: string, module: string): Set<string> {
  const file = ts.createSourceFile(`${module}.ts`, source, ts.ScriptTarget.Latest, true)
  const names = new Set<string>()
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text)
    }
  }
  return names
}
