// The catalogs are whole, valid and used: npm test fails on a message missing from a language
// (or one a language has and English lacks), invalid ICU syntax, placeholders or markup that
// differ between languages, an id outside its area, or a message no code uses.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

const ROOT = new URL('./catalogs/', import.meta.url).pathname
const AREAS = readdirSync(ROOT)

const read = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, area, `${locale}.json`), 'utf8'))

/** The names a message fills in (`{count}`, `{n, number}`, plural cases' own) and its markup tags. */
function slots(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, , format] = token
      if (name !== '#') names.add(`{${name}}`)
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage)
    }
  }
  walk(compileMessageOrThrow(message))
  for (const tag of message.matchAll(/<(\d+)\/?>/g)) names.add(`<${tag[1]}>`)
  return [...names].sort()
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
}

describe.each(AREAS)('the %s catalog', (area) => {
  const english = read(area, 'en')

  it('names every message after its area', () => {
    const outside = Object.keys(english).filter((id) => !id.startsWith(`${area}.`))
    expect(outside).toEqual([])
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English message in %s, and no other',
    (locale) => {
      const translated = read(area, locale)
      const missing = Object.keys(english).filter((id) => !(id in translated))
      const extra = Object.keys(translated).filter((id) => !(id in english))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    },
  )

  it.each(LOCALES)(
    'is valid ICU with the same placeholders and markup as English in %s',
    (locale) => {
      const catalog = read(area, locale)
      const differing: string[] = []
      for (const [id, message] of Object.entries(catalog)) {
        const source = english[id]
        if (source === undefined) continue
        let ok: boolean
        try {
          ok = slots(message).join() === slots(source).join()
        } catch (error) {
          throw new Error(`${locale} ${id}: ${String(error)}`)
        }
        if (!ok) differing.push(`${id}: ${slots(message).join(' ')} vs ${slots(source).join(' ')}`)
        expect(message.trim(), `${locale} ${id} is empty`).not.toBe('')
      }
      expect(differing).toEqual([])
    },
  )
})

describe('the messages in use', () => {
  const source = sourceFiles(new URL('..', import.meta.url).pathname)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')

  it.each(AREAS)('every %s message is used by the code', (area) => {
    const unused = Object.keys(read(area, 'en')).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`),
    )
    expect(unused).toEqual([])
  })
})
