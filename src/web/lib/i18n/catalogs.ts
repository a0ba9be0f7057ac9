import type { Messages } from '@lingui/core'
import { type AppLocale, PSEUDO_LOCALE } from '#src/i18n/locales'
import type { WebArea } from '#src/i18n/messages'

type Loaders = Record<string, () => Promise<Messages>>
let loaders: { catalogs: Loaders; pseudo: Loaders } | undefined

// Each catalog is its own chunk, compiled at build time (scripts/catalog-plugin.ts): a page
// downloads only its areas' messages, in its reader's language. Made on first use: the server
// renderer never loads a catalog this way (the server hands it the messages).
function catalogLoaders() {
  loaders ??= {
    catalogs: import.meta.glob<Messages>(
      ['../../../i18n/catalogs/*/*.json', '!../../../i18n/catalogs/{mail,pdf}/*.json'],
      { import: 'default' },
    ),
    pseudo: import.meta.glob<Messages>(
      ['../../../i18n/catalogs/*/en.json', '!../../../i18n/catalogs/{mail,pdf}/*.json'],
      { import: 'default', query: '?pseudo' },
    ),
  }
  return loaders
}

export function catalogLoader(locale: AppLocale, area: WebArea): () => Promise<Messages> {
  const { catalogs, pseudo } = catalogLoaders()
  const load =
    locale === PSEUDO_LOCALE
      ? pseudo[`../../../i18n/catalogs/${area}/en.json`]
      : catalogs[`../../../i18n/catalogs/${area}/${locale}.json`]
  if (!load) throw new Error(`No catalog for ${area} in ${locale}`)
  return load
}
