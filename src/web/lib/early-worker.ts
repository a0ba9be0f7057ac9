// The analysis worker, started ahead of the page that will take it (prewarmed-worker.ts): by the
// app's entry on a page that analyses a file as soon as it opens (the share page: the shared chat
// is on this device already), and by the try-it flow once the visitor heads for its analysis
// step. Started ahead, the worker loads the engine and compiles it on made-up chats while the
// page's code, its words and its first render, or the visitor, are still on their way.

import { SHARE_PAGE_PATH } from '#src/contract/share-target'

let early: Worker | null = null

/** A new analysis worker (analysis-worker.ts). */
export function startAnalysisWorker(): Worker {
  return new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' })
}

/** Starts a worker for the next page that asks for one, unless one is waiting already. */
export function startWorkerAhead(): void {
  if (typeof Worker !== 'function' || early) return
  early = startAnalysisWorker()
}

/** Starts the worker now when `pathname` is a page that analyses a file as it opens. */
export function startWorkerEarly(pathname: string): void {
  if (pathname === SHARE_PAGE_PATH) startWorkerAhead()
}

/** The worker started ahead, once: the first page to ask for a worker takes it. */
export function takeEarlyWorker(): Worker | null {
  const worker = early
  early = null
  return worker
}
