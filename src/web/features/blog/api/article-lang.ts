import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'

/**
 * The query that asks for the articles in `lang` (translations in place of their originals);
 * English, as the articles are written, needs none.
 */
export const langParam = (lang: Locale): [string, string][] =>
  lang === DEFAULT_LOCALE ? [] : [['lang', lang]]

/** `?a=b&lang=de` from the given parameters, or nothing when there are none. */
export function querySuffix(params: [string, string][]): string {
  return params.length === 0 ? '' : `?${new URLSearchParams(params)}`
}
