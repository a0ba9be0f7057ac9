// Cadence as an installed app: registers the service worker (src/web/sw/sw.ts), notices a new
// release waiting and the browser's offer to install, and follows the network. Small and
// without React, so it starts before the page does; components read it with `usePwa`.

import { type AppLocale, localizedPath } from '#src/i18n/locales'
import type { WorkerMessage } from '#src/web/sw/worker-messages'

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>
}

export interface PwaState {
  /** A new release is installed and waits for the reader's "Reload". */
  updateReady: boolean
  /** The browser offers to install Cadence. */
  canInstall: boolean
  online: boolean
}

const SERVER_STATE: PwaState = { updateReady: false, canInstall: false, online: true }
let state = SERVER_STATE
const listeners = new Set<() => void>()
let waiting: ServiceWorker | undefined
let installPrompt: InstallPromptEvent | undefined
let takingOver = false

function change(next: Partial<PwaState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const pwaStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: (): PwaState => state,
  getServer: (): PwaState => SERVER_STATE,
}

const send = (worker: ServiceWorker | null | undefined, message: WorkerMessage) =>
  worker?.postMessage(message)

function offer(worker: ServiceWorker): void {
  waiting = worker
  change({ updateReady: true })
}

/** How long the page waits for the browser to hand over before it reloads to finish it. */
const HANDOVER_PATIENCE_MS = 3000

/**
 * The new release takes over; the page reloads once it controls it (on `controllerchange`).
 * Chromium can stall the handover when the page fetches something at that very moment (the
 * first click loads the page's deferred code while the old worker stops); a reload lets it
 * finish, as the browser hands a navigation to the release that is ready.
 */
export function takeUpdate(): void {
  const worker = waiting
  if (!worker) return
  takingOver = true
  send(worker, { type: 'take-over' })
  setTimeout(() => worker.state === 'installed' && window.location.reload(), HANDOVER_PATIENCE_MS)
}

export async function promptInstall(): Promise<void> {
  const event = installPrompt
  installPrompt = undefined
  change({ canInstall: false })
  await event?.prompt()
}

/** Asks whether a new release is out: when the page comes back into view, and every hour. */
function watchUpdates(registration: ServiceWorkerRegistration): void {
  const controlled = () => navigator.serviceWorker.controller !== null
  // A release found while this page was closed is already waiting.
  if (registration.waiting && controlled()) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    // With no controller this is the first install, not an update: nothing to offer.
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && controlled()) offer(installing)
    })
  })
  const check = () => navigator.onLine && registration.update().catch(() => undefined)
  setInterval(check, 60 * 60 * 1000)
  document.addEventListener('visibilitychange', () => document.hidden || check())
}

/**
 * Follows the network and the install offer at once, and registers the service worker once the
 * page has loaded (it never competes with the first paint), asking it to keep this page, the
 * landing page and the cleaner in the reader's language for offline use. Where there is no
 * service worker (development, old browsers, tests) the rest still works.
 */
export function startPwa(locale: AppLocale): void {
  const on = (name: string, listener: (event: Event) => void) =>
    window.addEventListener(name, listener)
  change({ online: navigator.onLine })
  on('online', () => change({ online: true }))
  on('offline', () => change({ online: false }))
  on('beforeinstallprompt', (event) => {
    event.preventDefault()
    installPrompt = event as InstallPromptEvent
    change({ canInstall: true })
  })
  on('appinstalled', () => change({ canInstall: false }))
  const workers = navigator.serviceWorker
  if (!workers || import.meta.env.DEV) return
  workers.addEventListener('controllerchange', () => takingOver && window.location.reload())
  const register = async () => {
    watchUpdates(await workers.register('/sw.js'))
    const paths = [location.pathname, '/welcome', '/cleaner'].map((path) =>
      localizedPath(locale, path),
    )
    send((await workers.ready).active, { type: 'keep-pages', paths })
  }
  const start = () => void register().catch(() => undefined)
  if (document.readyState === 'complete') start()
  else on('load', start)
}
