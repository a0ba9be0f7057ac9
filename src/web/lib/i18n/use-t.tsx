import type { I18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { useContext, useMemo } from 'react'
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '#src/i18n/locales'
import type { MessageId, MessageValues } from '#src/i18n/messages'
import { browserI18n } from './i18n'

export type Translate = (id: MessageId, values?: MessageValues) => string

/** The app's messages: the provider's (LocaleProvider), else the browser's one set. */
function useI18n(): I18n {
  return useContext(LinguiContext)?.i18n ?? browserI18n
}

/** The reader's language and `t`, which writes a message of the catalogs in it. */
export function useT(): { t: Translate; locale: AppLocale } {
  const context = useContext(LinguiContext)
  const i18n = useI18n()
  const translate = context?._
  return useMemo(
    () => ({
      t: (id: MessageId, values?: MessageValues) =>
        translate ? translate(id, values) : i18n._(id, values),
      locale: isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE,
    }),
    [i18n, translate],
  )
}
