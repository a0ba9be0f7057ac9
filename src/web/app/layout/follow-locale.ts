import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { DEFAULT_LOCALE, isLocalizedPath, PSEUDO_LOCALE, splitLocalePath } from '#src/i18n/locales'
import { switchLocale } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'

/**
 * A public page's address says its language (`/de/pricing` German, `/pricing` English): moving
 * to one in another language (Back, a link) changes the app's language with it. Other pages
 * keep the reader's.
 */
export function useLocaleOfAddress(): void {
  const { pathname } = useLocation()
  const { locale } = useT()
  useEffect(() => {
    const { locale: prefixed, path } = splitLocalePath(pathname)
    const wanted = prefixed ?? (isLocalizedPath(path) ? DEFAULT_LOCALE : locale)
    if (wanted !== locale && locale !== PSEUDO_LOCALE) void switchLocale(wanted)
  }, [pathname, locale])
}
