// The import rule on a small tree of its own: what breaks it is found, the fixer writes the one
// spelling the rule allows, and running the fixer again changes nothing.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixImports } from './fix-imports'
import { ALIAS, areaOf, expectedSpecifier, findings } from './import-rule'

describe('areaOf', () => {
  it.each([
    ['src/analysis/import/read-export-bytes.ts', 'src/analysis'],
    ['src/analysis/testing/generate-chat.ts', 'src/analysis'],
    ['src/server/testing/test-app.ts', 'src/server'],
    ['src/server/routes/plans.ts', 'src/server'],
    ['src/web/components/ui/button.tsx', 'src/web/components'],
    ['src/web/features/gap-analysis/components/format-gap.ts', 'src/web/features/gap-analysis'],
    ['src/web/features/landing/try-it/try-it.tsx', 'src/web/features/landing'],
    ['src/web/ssr/testing/fixture-data.ts', 'src/web/ssr'],
    ['src/web/testing/render-with-router.tsx', 'src/web/testing'],
    ['src/web/main.tsx', 'src/web'],
    ['src/test-setup.ts', 'src'],
  ])('puts %s in %s', (file, area) => {
    expect(areaOf(file)).toBe(area)
  })

  it('knows no folder that is not listed', () => {
    expect(areaOf('src/shared/thing.ts')).toBeUndefined()
    expect(areaOf('src/web/features/loose.ts')).toBeUndefined()
  })
})

describe('expectedSpecifier', () => {
  it('goes through the alias to another area and relatively within one', () => {
    const page = 'src/web/features/share/share-page.tsx'
    expect(expectedSpecifier(page, 'src/web/components/ui/button.tsx')).toBe(
      '#src/web/components/ui/button',
    )
    expect(expectedSpecifier(page, 'src/web/features/share/components/share-try-it.tsx')).toBe(
      './components/share-try-it',
    )
    expect(
      expectedSpecifier('src/web/components/plans/locked.tsx', 'src/web/components/ui/button.tsx'),
    ).toBe('../ui/button')
  })

  it('keeps the extension of a file that is no module, and a query', () => {
    expect(expectedSpecifier('src/web/lib/x.ts', 'src/i18n/catalogs/gap/en.json')).toBe(
      '#src/i18n/catalogs/gap/en.json',
    )
    expect(
      expectedSpecifier('src/web/lib/x.ts', 'src/web/lib/worker.ts', { query: '?worker' }),
    ).toBe('./worker?worker')
  })
})

describe('checker and fixer', () => {
  let root = ''
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'import-rule-'))
    write('src/web/components/ui/button.tsx', 'export const Button = 1\n')
    write('src/web/lib/cn.ts', 'export const cn = 1\n')
    write('src/web/lib/worker.ts', 'export {}\n')
    write('src/i18n/catalogs/gap/en.json', '{}\n')
    write('src/web/features/share/api/get-share.ts', 'export const getShare = 1\n')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('finds every kind of specifier that breaks the rule and rewrites it', () => {
    const page = 'src/web/features/share/share-page.tsx'
    write(
      page,
      [
        "import { Button } from '../../components/ui/button'",
        "import { getShare } from '#src/web/features/share/api/get-share'",
        "import en from '../../../i18n/catalogs/gap/en.json'",
        "import Worker from '../../lib/worker.ts?worker'",
        "import { useState } from 'react'",
        "export { cn } from '../../lib/cn'",
        "vi.mock('../../lib/cn', () => ({}))",
        "type Cn = typeof import('../../lib/cn')",
        "const lazy = () => import('./api/../api/get-share')",
        '',
      ].join('\n'),
    )
    const found = findings(root)
    expect(found.map((finding) => [finding.line, finding.expected])).toEqual([
      [1, '#src/web/components/ui/button'],
      [2, './api/get-share'],
      [3, '#src/i18n/catalogs/gap/en.json'],
      [4, '#src/web/lib/worker?worker'],
      [6, '#src/web/lib/cn'],
      [7, '#src/web/lib/cn'],
      [8, '#src/web/lib/cn'],
      [9, './api/get-share'],
    ])
    expect(found[0]?.problem).toContain('outside src/web/features/share')
    expect(found[1]?.problem).toContain('same area')

    expect(fixImports(root)).toEqual({ changed: [page], left: [], unlisted: [] })
    expect(read(page)).toBe(
      [
        "import { Button } from '#src/web/components/ui/button'",
        "import { getShare } from './api/get-share'",
        "import en from '#src/i18n/catalogs/gap/en.json'",
        "import Worker from '#src/web/lib/worker?worker'",
        "import { useState } from 'react'",
        "export { cn } from '#src/web/lib/cn'",
        "vi.mock('#src/web/lib/cn', () => ({}))",
        "type Cn = typeof import('#src/web/lib/cn')",
        "const lazy = () => import('./api/get-share')",
        '',
      ].join('\n'),
    )
    expect(findings(root)).toEqual([])
    expect(fixImports(root)).toEqual({ changed: [], left: [], unlisted: [] })
  })

  it('leaves what names no file, and says so', () => {
    write('src/web/lib/broken.ts', "import { gone } from './gone'\n")
    expect(findings(root).map((finding) => finding.problem)).toEqual(['names no file'])
    const { changed, left } = fixImports(root)
    expect(changed).toEqual([])
    expect(left).toEqual(["src/web/lib/broken.ts:1  './gone'  names no file"])
  })

  it('fails on a folder that belongs to no area, and still fixes its imports', () => {
    write('src/shared/format/thing.ts', "export { cn } from '../../web/lib/cn'\n")
    write('src/shared/other.ts', "export { thing } from '#src/shared/format/thing'\n")
    write('src/web/lib/uses-shared.ts', "export { thing } from '../../shared/format/thing'\n")
    const problem =
      'src/shared is in no area: add it to AREAS in scripts/import-rule.ts and to docs/contributing.md'
    expect(findings(root).map((finding) => finding.problem)).toEqual([
      problem,
      'src/web/lib/cn.ts is outside src/shared: import it through #src/',
      problem,
      'src/shared/format/thing.ts is in the same area (src/shared): import it relatively',
      'src/shared/format/thing.ts is outside src/web/lib: import it through #src/',
    ])
    expect(fixImports(root)).toEqual({
      changed: ['src/shared/format/thing.ts', 'src/shared/other.ts', 'src/web/lib/uses-shared.ts'],
      left: [],
      unlisted: [problem],
    })
    expect(read('src/shared/format/thing.ts')).toBe("export { cn } from '#src/web/lib/cn'\n")
    expect(read('src/shared/other.ts')).toBe("export { thing } from './format/thing'\n")
    expect(read('src/web/lib/uses-shared.ts')).toBe(
      "export { thing } from '#src/shared/format/thing'\n",
    )
  })
})

it('uses the alias package.json defines', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  expect(manifest.imports).toEqual({ [`${ALIAS}*`]: './src/*' })
})
