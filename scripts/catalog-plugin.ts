// The Vite plugin that compiles the message catalogs (src/i18n/catalogs/<area>/<locale>.json)
// at build time, so the browser receives Lingui's compiled messages and no ICU parser. A message
// missing from a language takes English's; `?pseudo` on an English catalog gives the
// pseudo-locale used to find text that does not come from a catalog.

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { compileCatalog, pseudoText, type SourceCatalog } from '../src/i18n/compile'

const CATALOG = /[\\/]src[\\/]i18n[\\/]catalogs[\\/][^\\/]+[\\/]([A-Za-z-]+)\.json$/

export function catalogPlugin(): Plugin {
  return {
    name: 'cadence-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query = ''] = id.split('?')
      const locale = CATALOG.exec(file)?.[1]
      if (!locale) return null
      const catalog: SourceCatalog = JSON.parse(code)
      let compiled: ReturnType<typeof compileCatalog>
      if (query === 'pseudo') {
        compiled = compileCatalog(catalog, {}, pseudoText)
      } else if (locale === 'en') {
        compiled = compileCatalog(catalog)
      } else {
        const english = join(dirname(file), 'en.json')
        this.addWatchFile(english)
        compiled = compileCatalog(catalog, JSON.parse(readFileSync(english, 'utf8')))
      }
      // `?pseudo` is no JSON request to Vite: that one leaves as a module of its own.
      if (query === 'pseudo')
        return { code: `export default ${JSON.stringify(compiled)}`, map: null, moduleType: 'js' }
      return { code: JSON.stringify(compiled), map: null }
    },
  }
}
