// The analysis worker, started by the app's entry on a page that analyses a file as soon as it
// opens (the share page: the shared chat is on this device already). Started there, the worker
// loads and compiles the engine while the page's own code, its words and its first render are
// still on their way, instead of after them; the page then takes it (prewarmed-worker.ts).

import { SHARE_PAGE_PATH } from '#src/contract/share-target'

let early: Worker | null = null

/** A new analysis worker (analysis-worker.ts). */
export function startAnalysisWorker(): Worker {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' })
}

/** Starts the worker now when `pathname` is a page that analyses a file as it opens. */
export function startWorkerEarly(pathname: string): void {
  if (pathname !== SHARE_PAGE_PATH || typeof Worker !== 'function' || early) return
  early = startAnalysisWorker()
}

/** The worker the entry started, once: the first page to ask for a worker takes it. */
export function takeEarlyWorker(): Worker | null {
  const worker = early
  early = null
  return worker
}
