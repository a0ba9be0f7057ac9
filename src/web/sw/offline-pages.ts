// Which navigations the service worker keeps a copy of, and under which key. Pure, so the
// rules are tested without a browser.

import { isLocalizedPath, splitLocalePath } from '#src/i18n/locales'

/** Public pages (the same HTML for everyone, in one language): kept per address. */
export function isPublicPagePath(pathname: string): boolean {
  return isLocalizedPath(splitLocalePath(pathname).path)
}

/**
 * Every other page is the app's shell, drawn by the browser: its HTML holds nobody's data, so
 * one copy (the latest) serves all of them offline. The signed-in pages then say they are offline.
 */
export const APP_SHELL_KEY = '/__app-shell'

/** The copy a navigation to `pathname` is kept under, or null when none is kept. */
export function offlineCopyKey(pathname: string): string | null {
  if (pathname.startsWith('/api/') || pathname.startsWith('/dev/')) return null
  if (pathname.startsWith('/billing/')) return null
  return isPublicPagePath(pathname) ? pathname : APP_SHELL_KEY
}

/** Offline, `/` (which the server sends to the reader's landing page) opens a kept landing page. */
export function landingFallback(keptPaths: readonly string[]): string | undefined {
  return keptPaths.findLast((path) => splitLocalePath(path).path === '/welcome')
}
