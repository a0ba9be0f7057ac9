// Cadence's service worker: the app works with no network, and a chat shared from another app
// arrives here and stays on the device. Built by vite-plugin-pwa (injectManifest), which fills
// in `__WB_MANIFEST` with the build's files. What is kept, for how long and why no one's data
// is: docs/offline.md.

import { ExpirationPlugin } from 'workbox-expiration'
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { SHARE_PAGE_PATH, SHARE_TARGET_PATH, SHARED_FILES_FIELD } from '#src/contract/share-target'
import { createInstallPause, installPausePlugin } from './install-pause'
import { APP_SHELL_KEY, landingFallback, offlineCopyKey } from './offline-pages'
import { receiveShare } from './share-inbox'
import { isWorkerMessage } from './worker-messages'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

/** Copies of pages, taken as they are visited (network first) and used when offline. */
const PAGES = 'cadence-pages'
const PAGES_KEPT = 60
/** Waiting this long for the network before a kept copy is shown instead. */
const NETWORK_PATIENCE_MS = 4000

// The build's files: every page's code and styles, the fonts, the icons, the shell. `/` is
// never answered from here: the server sends it to the reader's own landing page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false })
cleanupOutdatedCaches()

// The install's downloads wait while a page analyses a chat (install-pause.ts).
const installPause = createInstallPause()
addPlugins([installPausePlugin(installPause)])

// Fingerprinted files from an earlier release, still named by a page kept for offline use.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: 'cadence-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
)

function withPatience(request: Request, hasCopy: boolean): Promise<Response> {
  const fetched = fetch(request)
  if (!hasCopy) return fetched
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the network is too slow')),
      NETWORK_PATIENCE_MS,
    )
    fetched.then(
      (response) => {
        clearTimeout(timer)
        resolve(response)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Keeps the newest copies only (the cache lists them in the order they were put). */
async function trim(pages: Cache): Promise<void> {
  const keys = await pages.keys()
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => pages.delete(key)),
  )
}

/** A page from the network, its copy kept; offline (or too slow), the kept copy. */
async function navigate(request: Request, url: URL): Promise<Response> {
  const key = offlineCopyKey(url.pathname)
  const pages = await caches.open(PAGES)
  const copy = key ? await pages.match(key) : undefined
  try {
    const response = await withPatience(request, copy !== undefined)
    const html = response.headers.get('Content-Type')?.startsWith('text/html') ?? false
    if (key && response.status === 200 && response.type === 'basic' && html) {
      await pages.put(key, response.clone())
      await trim(pages)
    }
    return response
  } catch (error) {
    if (copy) return copy
    if (url.pathname === '/') {
      const kept = (await pages.keys()).map((entry) => new URL(entry.url).pathname)
      const landing = landingFallback(kept)
      const page = landing ? await pages.match(landing) : undefined
      if (page) return page
    }
    const shell = (await pages.match(APP_SHELL_KEY)) ?? (await matchPrecache('/index.html'))
    if (shell) return shell
    throw error
  }
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  ({ request, url }) => navigate(request, url),
)

// The share sheet posts the files here as a navigation: they are kept on this device and the
// share page opens. The request never goes on to the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData()
    const files = form.getAll(SHARED_FILES_FIELD).filter((value) => value instanceof File)
    await receiveShare(files)
    return Response.redirect(new URL(SHARE_PAGE_PATH, self.location.origin).href, 303)
  },
  'POST',
)

/** Fetches pages the reader will want offline (their language's landing page and cleaner). */
async function keepPages(paths: readonly string[]): Promise<void> {
  const pages = await caches.open(PAGES)
  await Promise.all(
    paths.map(async (path) => {
      const key = offlineCopyKey(path)
      if (!key || key === APP_SHELL_KEY) return
      try {
        const response = await fetch(path, { credentials: 'same-origin' })
        const html = response.headers.get('Content-Type')?.startsWith('text/html') ?? false
        if (response.status === 200 && html) await pages.put(key, response)
      } catch {
        // Offline now: the page is kept the next time it is visited.
      }
    }),
  )
}

self.addEventListener('message', (event) => {
  const message: unknown = event.data
  if (!isWorkerMessage(message)) return
  // Kept alive until the browser has taken the request: a worker stopped first would drop it.
  if (message.type === 'take-over') event.waitUntil(self.skipWaiting())
  if (message.type === 'keep-pages') event.waitUntil(keepPages(message.paths))
  if (message.type === 'analysing' && event.source && 'id' in event.source) {
    installPause.setAnalysing(event.source.id, message.busy)
  }
})

// The first install takes the open pages at once; a later release waits for the reader's
// "Reload" (take-over), so no page runs half on one release and half on the next.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
