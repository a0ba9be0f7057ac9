import { describe, expect, it } from 'vitest'
import { citationsInLine, citationsOf, headingAnchor, outlineOf } from './reference-parser'

describe('citationsInLine', () => {
  it('reads a path, its sections joined by commas, "and" and a dash, and an anchor', () => {
    expect(
      citationsInLine('see docs/product.md §2, §4 and §9 and docs/x.md#add-a-route.', 3, false),
    ).toEqual([
      { line: 3, path: 'docs/product.md', sections: ['2', '4', '9'], anchor: undefined },
      { line: 3, path: 'docs/x.md', sections: [], anchor: 'add-a-route' },
    ])
    expect(citationsInLine('`docs/analysis.md` §3–§5.1', 1, true)[0]?.sections).toEqual([
      '3',
      '5.1',
    ])
  })

  it('gives a bare section to the document cited before it in code, to its own document in Markdown', () => {
    expect(citationsInLine('docs/product.md §2 form, §8 messages', 1, false)).toEqual([
      { line: 1, path: 'docs/product.md', sections: ['2'], anchor: undefined },
      { line: 1, path: 'docs/product.md', sections: ['8'] },
    ])
    expect(citationsInLine('Rule §9: thirty minutes', 1, false)).toEqual([
      { line: 1, sections: ['9'] },
    ])
    expect(citationsInLine('as §4 below', 1, true)).toEqual([{ line: 1, sections: ['4'] }])
  })

  it('checks paths with a folder, #src/ paths, folders under a known root and capitalised .md names', () => {
    const paths = (text: string) => citationsInLine(text, 1, false).map((c) => c.path)
    expect(paths('`http/input-guard.ts` and src/server/testing/ and #src/web/lib/cn.ts')).toEqual([
      'http/input-guard.ts',
      'src/server/testing/',
      'src/web/lib/cn.ts',
    ])
    expect(paths('the rules of DESIGN.md, not chat.md')).toEqual(['DESIGN.md'])
  })

  it('reads "spec §N" as a section of docs/product.md, in a document as in a comment', () => {
    expect(citationsInLine('rules (spec §3, §4) and SPEC §5’s shape, then §12', 1, true)).toEqual([
      { line: 1, path: 'docs/product.md', sections: ['3', '4'] },
      { line: 1, path: 'docs/product.md', sections: ['5'] },
      { line: 1, sections: ['12'] },
    ])
    expect(citationsInLine('the spec §9 rule', 1, false)).toEqual([
      { line: 1, path: 'docs/product.md', sections: ['9'] },
    ])
  })

  it('checks bare names of source files, not of other files or the ends of patterns', () => {
    const paths = (text: string) => citationsInLine(text, 1, true).map((c) => c.path)
    expect(
      paths(
        '`whatsapp-scan.ts`, run.mjs, a.tsx; not result.json, index.js, billing*.ts, <name>-page.tsx, {area}-x.ts, .test.ts',
      ),
    ).toEqual(['whatsapp-scan.ts', 'run.mjs', 'a.tsx'])
  })

  it('leaves out URLs, placeholders, patterns, packages, other projects and imports', () => {
    const text =
      'https://example.com/a/b.ts src/i18n/catalogs/<area>/en.json real-exports.*.test.ts @scope/pkg/x.js chat-miner:test/a.json ../../lib/cn words/and more'
    expect(citationsInLine(text, 1, false)).toEqual([])
  })

  it('reads Markdown links from their file, and not links to a route or a site', () => {
    expect(
      citationsInLine(
        '[a](decisions/004-x.md#context) [b](/blog/x) [c](https://x.dev/y.md)',
        2,
        true,
      ),
    ).toEqual([
      { line: 2, path: 'decisions/004-x.md', sections: [], anchor: 'context', link: true },
    ])
  })
})

describe('citationsOf', () => {
  it('reads the comments of code, not its strings or imports, and not Markdown code blocks', () => {
    const code = [
      "import { cn } from '../lib/missing.ts'",
      '// See docs/product.md §8.',
      "const text = 'docs/nothing.md §99'",
      'const html = <p>{/* docs/plans.md#tests */}</p>',
    ].join('\n')
    expect(citationsOf(code, 'a.tsx')).toEqual([
      { line: 2, path: 'docs/product.md', sections: ['8'], anchor: undefined },
      { line: 4, path: 'docs/plans.md', sections: [], anchor: 'tests' },
    ])
    expect(citationsOf('```\nnpx vitest run src/gone.test.ts\n```\nsrc/here.ts\n', 'a.md')).toEqual(
      [{ line: 4, path: 'src/here.ts', sections: [], anchor: undefined }],
    )
  })

  it('carries a document across the lines of one comment only', () => {
    const code = '/**\n * docs/product.md §2 form,\n * §8 messages\n */\n// §9 alone'
    expect(citationsOf(code, 'a.ts').map((c) => [c.line, c.path, c.sections])).toEqual([
      [2, 'docs/product.md', ['2']],
      [3, 'docs/product.md', ['8']],
      [5, undefined, ['9']],
    ])
  })
})

describe('outlineOf', () => {
  it('numbers sections and makes GitHub anchors, repeated headings numbered', () => {
    const outline = outlineOf(
      '# Title\n## 8. Try it\n### 5.1 Monthly stats (spec) — `gap/`\n```\n## 9. Not a heading\n```\n## Tests\n## Tests\n',
    )
    expect([...outline.sections]).toEqual(['8', '5.1'])
    expect([...outline.anchors]).toEqual([
      'title',
      '8-try-it',
      '51-monthly-stats-spec--gap',
      'tests',
      'tests-1',
    ])
    expect(headingAnchor('11. Importers — `import/`')).toBe('11-importers--import')
  })
})
