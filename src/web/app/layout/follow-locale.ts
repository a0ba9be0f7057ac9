import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { DEFAULT_LOCALE, isLocalizedPath, PSEUDO_LOCALE, splitLocalePath } from '#src/i18n/locales'
import { switchLocale } from '#src/web/lib/i18n/i18n'
import { useT } from '#src/web/lib/i18n/use-t'
import { useSession } from '#src/web/lib/use-session'

/**
 * A public page's address says its language (`/de/pricing` German, `/pricing` English): moving
 * to one in another language (Back, a link) changes the app's language with it. Other pages
 * speak the signed-in account's language, else keep the reader's. A component of its own that
 * draws nothing: the session arriving re-renders it alone, never the page being hydrated beside
 * it (an update there before it hydrates would make React draw it anew).
 */
export function FollowLocale(): null {
  const { pathname } = useLocation()
  const { locale } = useT()
  const account = useSession().user?.locale
  useEffect(() => {
    const { locale: prefixed, path } = splitLocalePath(pathname)
    const wanted = prefixed ?? (isLocalizedPath(path) ? DEFAULT_LOCALE : (account ?? locale))
    if (wanted !== locale && locale !== PSEUDO_LOCALE) void switchLocale(wanted)
  }, [pathname, locale, account])
  return null
}
