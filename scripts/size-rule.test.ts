// The size rule on a small tree of its own: what is over a limit is found, by name, and an
// allowance holds only up to its size and only while it is needed.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { findings, isProduction, MAX_FILE_LINES, MAX_FUNCTION_LINES, measure } from './size-rule'

/** A function `name` of exactly `lines` lines. */
const fn = (name: string, lines: number) =>
  `export function ${name}() {\n${'  void 0\n'.repeat(lines - 2)}}\n`

describe('measure', () => {
  it('counts the lines of a file and of each function, an outer one with its inner ones', () => {
    const source = `const arrow = () => {\n  return 1\n}\n${fn('outer', 5).replace('void 0', 'const inner = function () {}')}`
    const { lines, functions } = measure('a.ts', source)
    expect(lines).toBe(8)
    expect(functions).toEqual([
      { name: 'arrow', line: 1, lines: 3 },
      { name: 'outer', line: 4, lines: 5 },
      { name: 'inner', line: 5, lines: 1 },
    ])
  })

  it('reads a component in a .tsx file', () => {
    const source =
      'export function Card() {\n  return (\n    <div>\n      text\n    </div>\n  )\n}\n'
    expect(measure('card.tsx', source).functions).toEqual([{ name: 'Card', line: 1, lines: 7 }])
  })
})

describe('isProduction', () => {
  it('leaves tests, test helpers and the test setup out', () => {
    expect(isProduction('src/web/lib/cn.ts')).toBe(true)
    expect(isProduction('src/web/app/layout/site-header.tsx')).toBe(true)
    expect(isProduction('src/web/lib/cn.test.ts')).toBe(false)
    expect(isProduction('src/server/testing/test-app.ts')).toBe(false)
    expect(isProduction('src/test-setup.ts')).toBe(false)
  })
})

describe('findings', () => {
  let root = ''
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'cadence-sizes-'))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds a file over the limit and a function over the limit, not a test', () => {
    write('src/web/lib/long.ts', 'export const x = 1\n'.repeat(MAX_FILE_LINES + 1))
    write(
      'src/server/big.ts',
      fn('handle', MAX_FUNCTION_LINES + 1) + fn('fine', MAX_FUNCTION_LINES),
    )
    write('src/server/big.test.ts', 'export const x = 1\n'.repeat(MAX_FILE_LINES + 1))
    const { over, stale } = findings(root, [])
    expect(over).toEqual([
      { file: 'src/server/big.ts', name: 'handle', line: 1, lines: 81, limit: MAX_FUNCTION_LINES },
      { file: 'src/web/lib/long.ts', line: 1, lines: 251, limit: MAX_FILE_LINES },
    ])
    expect(stale).toEqual([])
  })

  it('lets an allowance hold up to its size, and no further', () => {
    write('src/server/big.ts', fn('handle', 90))
    const allowance = { file: 'src/server/big.ts', name: 'handle', lines: 90, reason: 'a loop' }
    expect(findings(root, [allowance])).toEqual({ over: [], stale: [] })
    write('src/server/big.ts', fn('handle', 91))
    expect(findings(root, [allowance]).over).toEqual([
      {
        file: 'src/server/big.ts',
        name: 'handle',
        line: 1,
        lines: 91,
        limit: 90,
        reason: 'a loop',
      },
    ])
  })

  it('reports an allowance no longer needed', () => {
    write('src/server/big.ts', fn('handle', 20))
    const allowance = { file: 'src/server/big.ts', name: 'handle', lines: 90, reason: 'a loop' }
    const gone = { file: 'src/server/gone.ts', lines: 300, reason: 'a table' }
    expect(findings(root, [allowance, gone])).toEqual({ over: [], stale: [allowance, gone] })
  })
})
