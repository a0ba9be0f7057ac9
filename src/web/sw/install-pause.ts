// The service worker's first install downloads the app's files one by one for offline use
// (several hundred, seconds of work on a phone). A page that is analysing a chat says so, and the
// downloads wait until no page is: on a phone both would share its few cores, and the reader is
// waiting for the analysis, not for the offline copy. A page that never says it is done cannot
// stall the install: each page's pause ends by itself after `longestMs`.

import type { addPlugins } from 'workbox-precaching'

/** A plugin of Workbox's precaching. */
type PrecachePlugin = Parameters<typeof addPlugins>[0][number]

/** How long one page's analysis may hold the install back at most. */
export const LONGEST_INSTALL_PAUSE_MS = 15_000

export interface InstallPause {
  /** Page `page` (a client's id) started (true) or ended (false) an analysis. */
  setAnalysing(page: string, analysing: boolean): void
  /** Resolves at once when no page is analysing, else as soon as none is. */
  whenQuiet(): Promise<void>
}

export function createInstallPause({
  longestMs = LONGEST_INSTALL_PAUSE_MS,
}: {
  longestMs?: number
} = {}): InstallPause {
  const analysing = new Map<string, ReturnType<typeof setTimeout>>()
  let waiting: Array<() => void> = []

  const setAnalysing = (page: string, busy: boolean) => {
    const timer = analysing.get(page)
    if (timer !== undefined) clearTimeout(timer)
    analysing.delete(page)
    if (busy)
      analysing.set(
        page,
        setTimeout(() => setAnalysing(page, false), longestMs),
      )
    if (analysing.size > 0) return
    const resumed = waiting
    waiting = []
    for (const resume of resumed) resume()
  }

  return {
    setAnalysing,
    whenQuiet: () =>
      analysing.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push(resolve)
          }),
  }
}

/**
 * Holds each of the install's downloads until `pause` is quiet. Only the install's: a file a page
 * asks for (a fetch) goes to the network at once, analysis or not.
 */
export function installPausePlugin(pause: InstallPause): PrecachePlugin {
  return {
    requestWillFetch: async ({ request, event }) => {
      if (event?.type === 'install') await pause.whenQuiet()
      return request
    },
  }
}
