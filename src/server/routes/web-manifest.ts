import { Hono } from 'hono'
import {
  SHARE_ACCEPT,
  SHARE_PAGE_PATH,
  SHARE_TARGET_PATH,
  SHARED_FILES_FIELD,
} from '#src/contract/share-target'
import { DEFAULT_LOCALE, direction, isLocale, type Locale, localizedPath } from '#src/i18n/locales'
import { mailText } from '../mail/mail-text'

/** The brand's indigo, and the page's background (styles.css `--background`, light). */
export const THEME_COLOR = '#4338ca'
const BACKGROUND_COLOR = '#fbfbfd'

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/**
 * The web app manifest in one language (`?lang=de`; English without): what the phone shows
 * when Cadence is installed, and the share target that puts Cadence in the share sheet.
 * Every language's manifest names the same app (`id`).
 */
export function webManifest(locale: Locale) {
  const t = mailText(locale)
  return {
    id: '/',
    name: 'Cadence',
    short_name: 'Cadence',
    description: t('pwa.manifest.description'),
    lang: locale,
    dir: direction(locale),
    start_url: localizedPath(locale, '/welcome'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'social', 'utilities'],
    icons: [
      icon('/pwa-64x64.png', 64, 'any'),
      icon('/pwa-192x192.png', 192, 'any'),
      icon('/pwa-512x512.png', 512, 'any'),
      icon('/maskable-icon-192x192.png', 192, 'maskable'),
      icon('/maskable-icon-512x512.png', 512, 'maskable'),
    ],
    share_target: {
      action: SHARE_TARGET_PATH,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: SHARED_FILES_FIELD, accept: SHARE_ACCEPT }] },
    },
  }
}

export function webManifestRoutes() {
  return (
    new Hono()
      .get('/manifest.webmanifest', (c) => {
        const lang = c.req.query('lang')
        const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
        return c.body(JSON.stringify(webManifest(locale)), 200, {
          'Content-Type': 'application/manifest+json; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        })
      })
      // A share that reaches the server means the service worker is not running yet (the app
      // was installed a moment ago, or storage was cleared). The files are not read, kept or
      // logged: the share page explains, and the next share goes to the service worker.
      .post(SHARE_TARGET_PATH, (c) => c.redirect(`${SHARE_PAGE_PATH}?missed=1`, 303))
  )
}
