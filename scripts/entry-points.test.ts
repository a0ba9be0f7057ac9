import { describe, expect, it } from 'vitest'
import { engineImportsOf, entryTableOf } from './entry-points'

describe('engineImportsOf', () => {
  it('reads named imports, passed-on exports and a destructured dynamic import, not types', () => {
    const source = [
      "import { a, b as c, type T } from '#src/analysis/analyze'",
      "import type { U } from '#src/analysis/types'",
      "export { d } from '#src/analysis/import/clean-export'",
      "import { e } from '#src/server/x'",
      "async function f() { const { g } = await import('#src/analysis/import/read-export-bytes') }",
    ].join('\n')
    expect(engineImportsOf(source, 'x.ts')).toEqual(
      new Map([
        ['analyze', new Set(['a', 'b'])],
        ['import/clean-export', new Set(['d'])],
        ['import/read-export-bytes', new Set(['g'])],
      ]),
    )
  })
})

describe('entryTableOf', () => {
  it('takes the names of the first cell and the files of the second, an escaped bar kept', () => {
    const markdown = [
      '# Engine',
      '',
      '| entry point | file | what it does |',
      '|---|---|---|',
      "| `viewAs(result, 'user1' \\| 'user2')`, `X` | `view-as.ts`, `x.ts` | uses `other` |",
      '',
      '| entry point | file |',
    ].join('\n')
    expect(entryTableOf(markdown)).toEqual([
      { line: 5, names: ['viewAs', 'X'], files: ['view-as.ts', 'x.ts'] },
    ])
  })
})
