import { setupI18n } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/i18n/locales'
import type { MessageId, MessageValues } from '#src/i18n/messages'
import { serverMessages } from '#src/i18n/read-catalogs'

/** One message of the `mail` catalog (or any other) in the mail's language. */
export type MailText = (id: MessageId, values?: MessageValues) => string

const texts = new Map<Locale, MailText>()

/** The messages of `locale`, compiled once per language and kept. */
export function mailText(locale: Locale): MailText {
  let text = texts.get(locale)
  if (!text) {
    const i18n = setupI18n({ locale, messages: { [locale]: serverMessages(locale) } })
    text = (id, values) => i18n._(id, values)
    texts.set(locale, text)
  }
  return text
}

/**
 * The language an account's mails are written in: its `locale` column (better-auth's user
 * objects carry it as an additional field); English when it holds none of Cadence's languages.
 */
export function accountLocale(account: object | null | undefined): Locale {
  const locale = account && 'locale' in account ? account.locale : undefined
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
