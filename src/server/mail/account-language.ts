import { eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales'
import type { Db } from '../db/client'
import { user } from '../db/schema'
import { awaitsLanguage, writtenIn } from './account-mails'
import { accountLocale } from './mail-text'
import type { Mailer } from './mailer'

/** The language of the account that uses `email`; English when no account does. */
async function localeOfAddress(db: Db, email: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1)
  return row ? accountLocale(row) : DEFAULT_LOCALE
}

/**
 * The mailer, sending each mail built without a language (account-mails.ts) in the language of
 * the account at its address, read when it is sent; mails already written in one go as they are.
 * How the notices of account-care-plugin.ts learn their language.
 */
export function inAccountLanguage(mailer: Mailer, db: Db): Mailer {
  return {
    ...mailer,
    async send(mail) {
      if (!awaitsLanguage(mail)) return mailer.send(mail)
      // A notice that cannot learn its language still goes out, in English.
      const locale = await localeOfAddress(db, mail.to).catch(() => DEFAULT_LOCALE)
      return mailer.send(writtenIn(mail, locale))
    },
  }
}
