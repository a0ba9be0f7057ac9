// The built web app's shell (dist/web/index.html) around a page the server rendered: the page's
// head, its HTML and the state the client hydrates from, the module preloads of its chunks (from
// Vite's manifest), and the page's language on <html> and on the web app manifest's link.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { INITIAL_STATE_ID, type PublicPageResult } from '#src/contract/public-pages'
import { type AppLocale, DEFAULT_LOCALE, direction, isLocale } from '#src/i18n/locales'

const HEAD_REGION = /<!--page-head-->[\s\S]*?<!--\/page-head-->/
const ROOT = '<div id="root"></div>'
export const HEAD_END = '</head>'
const HTML_TAG = /<html lang="[^"]*"/
/** The manifest's key of the entry chunk (index.html's script). */
export const ENTRY = 'index.html'

const MANIFEST_LINK = 'href="/manifest.webmanifest"'

/** `<html lang dir>` of a page in `locale`, and the web app manifest in that language. */
export function withLanguage(html: string, locale: AppLocale): string {
  const manifest =
    isLocale(locale) && locale !== DEFAULT_LOCALE
      ? `href="/manifest.webmanifest?lang=${locale}"`
      : MANIFEST_LINK
  return html
    .replace(HTML_TAG, () => `<html lang="${locale}" dir="${direction(locale)}"`)
    .replace(MANIFEST_LINK, () => manifest)
}

export interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}

export function readManifest(webRoot: string): Record<string, ManifestChunk> {
  const path = join(webRoot, '.vite', 'manifest.json')
  if (!existsSync(path)) return {}
  return JSON.parse(readFileSync(path, 'utf8'))
}

/** Module preloads (and style sheets) of a page's chunk and everything it imports statically. */
export function preloadTags(
  manifest: Record<string, ManifestChunk>,
  modules: string[],
  template: string,
): string {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || scripts.has(chunk.file)) return
    scripts.add(chunk.file)
    for (const css of chunk.css ?? []) styles.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  const tags = [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ]
  return tags.filter((tag) => !template.includes(tag.match(/href="([^"]+)"/)?.[1] ?? '')).join('')
}

/** The shell with the page's head, its rendered HTML and the state the client hydrates from. */
export function assemblePage(
  template: string,
  page: Extract<PublicPageResult, { kind: 'page' }>,
  preloads: string,
): string {
  // Function replacements: `$&` and the like in the page's text must stay as written.
  // Module preloads go after the style sheet, so the sheet that holds up the first paint is
  // asked for first and does not share the line with a page's scripts.
  return template
    .replace(HEAD_REGION, () => page.head)
    .replace(HEAD_END, () => `  ${preloads}\n  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${INITIAL_STATE_ID}">${page.state}</script>`,
    )
}
