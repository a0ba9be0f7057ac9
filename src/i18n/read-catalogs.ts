import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type CompiledCatalog, compileCatalog, pseudoText } from './compile'
import { type AppLocale, PSEUDO_LOCALE } from './locales'
import type { Area } from './messages'

// Node only (it reads the files): the server, and the tests that render pages as it does.

const ROOT = fileURLToPath(new URL('./catalogs/', import.meta.url))

function read(area: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`${ROOT}${area}/${locale}.json`, 'utf8'))
}

const compiled = new Map<AppLocale, CompiledCatalog>()

/**
 * Every message in `locale`, compiled once and kept: the server renders public pages, mails and
 * PDF reports from these. A message missing from a language is English's.
 */
export function serverMessages(locale: AppLocale): CompiledCatalog {
  let messages = compiled.get(locale)
  if (!messages) {
    messages = {}
    for (const area of readdirSync(ROOT) as Area[]) {
      const english = read(area, 'en')
      Object.assign(
        messages,
        locale === PSEUDO_LOCALE
          ? compileCatalog(english, {}, pseudoText)
          : locale === 'en'
            ? compileCatalog(english)
            : compileCatalog(read(area, locale), english),
      )
    }
    compiled.set(locale, messages)
  }
  return messages
}
