// Cadence's terms keep one translation per language (docs/glossary.md): every English message
// that uses a term is translated with that language's word.

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from './locales'

const ROOT = join(process.cwd(), 'src/i18n/catalogs')
const GLOSSARY = readFileSync(join(process.cwd(), 'docs/glossary.md'), 'utf8')

const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, area, `${locale}.json`), 'utf8'))

/** The table's rows: a term, then one pattern per language in the header's order. */
function glossary(): { term: string; words: Record<string, RegExp> }[] {
  const rows = GLOSSARY.split('\n').filter(
    (line) => line.startsWith('| ') && !line.startsWith('|---'),
  )
  const [header, ...terms] = rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, '')),
  )
  const locales = header?.slice(1) ?? []
  return terms.map(([term = '', ...cells]) => ({
    term,
    words: Object.fromEntries(
      locales.map((locale, i) => [locale, new RegExp(cells[i] ?? '', 'iu')]),
    ),
  }))
}

describe('the glossary', () => {
  const terms = glossary()

  it('lists the product’s terms for every language', () => {
    expect(terms.map((t) => t.term)).toEqual(
      expect.arrayContaining(['rhythm score', 'gap analysis', 'memory note']),
    )
    for (const { words } of terms)
      expect(Object.keys(words)).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))
  })

  it.each(terms)(
    'every message that says “$term” says it with the language’s word',
    ({ term, words }) => {
      const english = new RegExp(`\\b${term}s?\\b`, 'i')
      const off: string[] = []
      for (const area of readdirSync(ROOT)) {
        const source = read(area, 'en')
        for (const [locale, word] of Object.entries(words)) {
          const translated = read(area, locale)
          for (const [id, text] of Object.entries(source))
            if (english.test(text) && !word.test(translated[id] ?? '')) off.push(`${locale} ${id}`)
        }
      }
      expect(off).toEqual([])
    },
  )
})
