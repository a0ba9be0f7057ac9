import { type I18n, type Messages, setupI18n } from '@lingui/core'
import {
  type AppLocale,
  DEFAULT_LOCALE,
  direction,
  isAppLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
} from '#src/i18n/locales'
import { WEB_AREAS, type WebArea } from '#src/i18n/messages'

/** The browser's one set of messages; the server renderer makes one per request. */
export const browserI18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { en: {} } })

const loaded = new Set<string>()
/** The areas the pages seen so far use: a change of language loads them all in the new one. */
const inUse = new Set<WebArea>(['common'])

/**
 * Loads the messages of `areas` in `locale`. Loading never re-renders by itself: a page waits
 * for its areas before it renders (with-messages.ts), so a page the server rendered hydrates
 * with the same words.
 */
export async function loadAreas(locale: AppLocale, areas: readonly WebArea[]): Promise<void> {
  for (const area of areas) inUse.add(area)
  await Promise.all(
    areas.map(async (area) => {
      const key = `${locale}/${area}`
      if (loaded.has(key)) return
      // The table of every catalog's chunk loads on first use, not with the landing page.
      const { catalogLoader } = await import('./catalogs')
      browserI18n.load(locale, await catalogLoader(locale, area)())
      loaded.add(key)
    }),
  )
}

/**
 * Takes the messages a server-rendered page carries in its state (every message of the areas
 * it used), so it hydrates without downloading a catalog first.
 */
export function adoptMessages(locale: AppLocale, areas: readonly string[], messages: Messages) {
  browserI18n.load(locale, messages)
  for (const area of areas) {
    loaded.add(`${locale}/${area}`)
    if (isWebArea(area)) inUse.add(area)
  }
}

function isWebArea(area: string): area is WebArea {
  return (WEB_AREAS as readonly string[]).includes(area)
}

/** Loads every area the pages seen so far use, in `locale` (the app starting in a language). */
export function loadAreasInUse(locale: AppLocale): Promise<void> {
  return loadAreas(locale, [...inUse])
}

/** The language the page was served in: the server writes it into `<html lang>`. */
export function documentLocale(document: Document): AppLocale {
  const lang = document.documentElement.lang
  return isAppLocale(lang) ? lang : DEFAULT_LOCALE
}

/**
 * Switches the whole app to `locale`: every area in use is loaded first, so no text shows an
 * id while it changes; `<html lang dir>` follow, and the choice is kept in the cookie the
 * server reads.
 */
export async function switchLocale(locale: AppLocale): Promise<void> {
  await loadAreasInUse(locale)
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
  setDocumentLocale(document, locale)
  browserI18n.activate(locale)
}

export function setDocumentLocale(document: Document, locale: AppLocale): void {
  document.documentElement.lang = locale
  document.documentElement.dir = direction(locale)
}
