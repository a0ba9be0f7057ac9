// Tells the service worker this page is analysing a chat, so its first install's downloads wait
// until the analysis is done (src/web/sw/install-pause.ts): on a phone both would share its few
// cores. Only a worker that is installing is told; without a service worker nothing happens.

import type { WorkerMessage } from '#src/web/sw/worker-messages'

function serviceWorkers(): ServiceWorkerContainer | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
}

/**
 * The page's registration, looked up when this module loads (as the page readies an analysis),
 * so that the news of one reaches the installing worker at once rather than after a lookup.
 */
let registration: ServiceWorkerRegistration | undefined
void serviceWorkers()
  ?.getRegistration()
  .then((found) => {
    registration = found
  })
  .catch(() => undefined)

const analysing = (busy: boolean): WorkerMessage => ({ type: 'analysing', busy })

/** `end`, to be called at most once however often the function returned is. */
function once(end: () => void): () => void {
  let ended = false
  return () => {
    if (ended) return
    ended = true
    end()
  }
}

/**
 * Says an analysis began; the function returned says it ended. Both go to the worker that was
 * installing when the analysis began.
 */
export function signalAnalysing(): () => void {
  const workers = serviceWorkers()
  if (!workers) return () => {}
  if (registration) {
    const worker = registration.installing
    worker?.postMessage(analysing(true))
    return once(() => worker?.postMessage(analysing(false)))
  }
  const installing = workers
    .getRegistration()
    .then((found) => found?.installing ?? null)
    .catch(() => null)
  void installing.then((worker) => worker?.postMessage(analysing(true)))
  return once(() => void installing.then((worker) => worker?.postMessage(analysing(false))))
}
