import { type AppLocale, isLocale, type Locale } from '#src/i18n/locales'

/** The cleaner's whole source, readable in the browser: the offline file's own text, served as plain text. */
export const SOURCE_CODE_URL = '/cadence-cleaner-source.txt'
/** The offline cleaner in English: one self-contained HTML file, built with the app. */
export const OFFLINE_CLEANER_PATH = '/cadence-cleaner.html'
/** The name the offline cleaner is saved under, whatever its language. */
export const OFFLINE_CLEANER_FILE_NAME = 'cadence-cleaner.html'

/** The offline cleaner's file in `locale` (English's for the pseudo-locale), one per language. */
export function offlineCleanerPath(locale: AppLocale | Locale): string {
  return isLocale(locale) && locale !== 'en'
    ? `/cadence-cleaner.${locale}.html`
    : OFFLINE_CLEANER_PATH
}
