// The reference check on a small tree written for each test: a sound tree passes, and each kind
// of reference it checks fails when one bad reference is planted in it.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkReferences } from './check-references'

const PRODUCT = '# The product\n\n## 1. What it is for\n\n## 2. Screens\n'
const TABLE = [
  '| entry point | file | what it does |',
  '|---|---|---|',
  '| `analyzeChat(text)`, `analyzeCleanedChat(chat)` | `analyze.ts` | the analysis |',
  '| `cleanExport(text)` | `import/clean-export.ts` | any export → text |',
  '',
].join('\n')
const ANALYSIS = `# The engine\n\nSee spec §2.\n\n${TABLE}\n## 7. Speed\n`
const ANALYZE = [
  'export function analyzeChat(text: string) { return text }',
  'export function analyzeCleanedChat(chat: string) { return chat }',
  'export const NOT_CALLED = 1',
].join('\n')
const CLEAN_EXPORT = "export * from './clean-rules'\n"
const CLEAN_RULES = [
  'export function cleanExport(text: string) { return text }',
  'export const cleanQuickly = (text: string) => text',
].join('\n')
const CALLER = [
  "import { analyzeChat, analyzeCleanedChat } from '#src/analysis/analyze'",
  "import { cleanExport } from '#src/analysis/import/clean-export'",
  '// Reads with whatsapp-scan.ts and docs/product.md §1.',
  'export const run = (text: string) => analyzeCleanedChat(analyzeChat(cleanExport(text)))',
].join('\n')

const sound: Record<string, string> = {
  'docs/product.md': PRODUCT,
  'docs/analysis.md': ANALYSIS,
  'docs/contributing.md': '# Contributing\n\nTexts live in `auth-messages.ts`.\n',
  'src/analysis/analyze.ts': ANALYZE,
  'src/analysis/import/clean-export.ts': CLEAN_EXPORT,
  'src/analysis/import/clean-rules.ts': CLEAN_RULES,
  'src/analysis/import/whatsapp-scan.ts': 'export const scan = 1\n',
  'src/web/features/auth/auth-messages.ts': 'export const messages = 1\n',
  'src/web/run.ts': CALLER,
}

const made: string[] = []
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The problems the check finds in the sound tree with `changes` written over it. */
function problemsWith(changes: Record<string, string> = {}): string[] {
  const root = mkdtempSync(join(tmpdir(), 'cadence-references-'))
  made.push(root)
  for (const [path, text] of Object.entries({ ...sound, ...changes })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return checkReferences(root).problems
}

describe('checkReferences', () => {
  it('passes a tree whose every reference resolves', () => {
    expect(problemsWith()).toEqual([])
  })

  it('checks "spec §N" against docs/product.md, not the document it is written in', () => {
    // docs/analysis.md has a §7 of its own; the product's rules have none.
    const analysis = ANALYSIS.replace('See spec §2.', 'See spec §2, §7.')
    expect(problemsWith({ 'docs/analysis.md': analysis })).toEqual([
      'docs/analysis.md:3: docs/product.md has no section §7',
    ])
  })

  it('finds a bare source file name anywhere in the tree, and fails on one that is nowhere', () => {
    const contributing = '# Contributing\n\nTexts live in `auth-messages.ts`, `cleaner-meta.ts`.\n'
    expect(problemsWith({ 'docs/contributing.md': contributing })).toEqual([
      'docs/contributing.md:3: cleaner-meta.ts does not exist',
    ])
    const comment = CALLER.replace('whatsapp-scan.ts', 'whatsapp-line-scanner.ts')
    expect(problemsWith({ 'src/web/run.ts': comment })).toEqual([
      'src/web/run.ts:3: whatsapp-line-scanner.ts does not exist',
    ])
  })

  it('fails when the entry-point table leaves out a function the rest of the app calls', () => {
    const table = ANALYSIS.replace(', `analyzeCleanedChat(chat)`', '')
    expect(problemsWith({ 'docs/analysis.md': table })).toEqual([
      'docs/analysis.md: the entry-point table does not name analyzeCleanedChat (src/analysis/analyze.ts), which src/web/run.ts calls',
    ])
    // Passed on from another module (`export * from`) counts the same.
    const caller = `${CALLER}\nimport { cleanQuickly } from '#src/analysis/import/clean-export'\n`
    expect(problemsWith({ 'src/web/run.ts': caller })).toEqual([
      'docs/analysis.md: the entry-point table does not name cleanQuickly (src/analysis/import/clean-export.ts), which src/web/run.ts calls',
    ])
  })

  it('fails when the table names what its file does not export, or a file that is not there', () => {
    const stale = ANALYSIS.replace(
      '`cleanExport(text)`',
      '`cleanExport(text)`, `exportBytesToText`',
    )
    expect(problemsWith({ 'docs/analysis.md': stale })).toEqual([
      'docs/analysis.md:8: exportBytesToText is not exported by import/clean-export.ts',
    ])
    const moved = ANALYSIS.replace('`import/clean-export.ts`', '`import/cleaning.ts`')
    expect(problemsWith({ 'docs/analysis.md': moved })).toEqual(
      expect.arrayContaining([
        'docs/analysis.md:8: src/analysis/import/cleaning.ts does not exist',
      ]),
    )
  })

  it('leaves tests out of the callers: a function only tests call need not be in the table', () => {
    const test = "import { cleanQuickly } from '#src/analysis/import/clean-export'\n"
    expect(problemsWith({ 'src/web/run.test.ts': test })).toEqual([])
  })
})
