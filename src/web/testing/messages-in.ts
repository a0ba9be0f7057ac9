import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { AppLocale } from '#src/i18n/locales'

// Every catalog of every language, compiled by the catalog plugin as in the build.
const catalogs = import.meta.glob<Messages>('/src/i18n/catalogs/*/*.json', {
  import: 'default',
  eager: true,
})

/** Every message of every area in `locale`, for rendering a page in it (a LocaleProvider's i18n). */
export function messagesIn(locale: AppLocale): I18n {
  const messages: Messages = Object.assign(
    {},
    ...Object.entries(catalogs)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, compiled]) => compiled),
  )
  return setupI18n({ locale, messages: { [locale]: messages } })
}
