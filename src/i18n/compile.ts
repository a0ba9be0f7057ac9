// Turns a catalog of ICU messages into Lingui's compiled form, so the browser never ships a
// message parser. Used at build time (the Vite plugin in catalog-plugin.ts) and by the server.

import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'

export type SourceCatalog = Record<string, string>
export type CompiledCatalog = Record<string, CompiledMessage>

/**
 * Compiles every message; one missing from `catalog` takes English's (`fallback`), so a gap in a
 * translation shows English at run time rather than an id (the catalog test fails on it).
 * `mapText` rewrites the text between placeholders (the pseudo-locale).
 */
export function compileCatalog(
  catalog: SourceCatalog,
  fallback: SourceCatalog = {},
  mapText?: (text: string) => string,
): CompiledCatalog {
  const compiled: CompiledCatalog = {}
  for (const [id, message] of Object.entries({ ...fallback, ...catalog })) {
    compiled[id] = compileMessageOrThrow(message, mapText)
  }
  return compiled
}

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const ACCENTED = [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ']

/**
 * The pseudo-locale's text: every letter accented and words lengthened by a third, so text
 * that does not come from a catalog stands out, and so does a layout that cannot grow.
 */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((ch) => ACCENTED[PLAIN.indexOf(ch)] ?? ch).join('')
    return accented + '~'.repeat(Math.ceil(word.length / 3))
  })
}
