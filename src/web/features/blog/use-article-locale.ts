import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/i18n/locales'
import { useT } from '#src/web/lib/i18n/use-t'

/**
 * The language the articles are asked for in: the page's, where an article may have a
 * translation; English for the pseudo-locale, which has no articles of its own.
 */
export function useArticleLocale(): Locale {
  const { locale } = useT()
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
