import type { WorkerFactory, WorkerLike } from './analysis-client'

/**
 * Starts the analysis worker ahead of time, so its script is downloaded before
 * the visitor picks a file: from the moment a chat is chosen until the results
 * show, the page makes no network request at all (checked end to end).
 */
export function prewarmAnalysisWorker(): { factory: WorkerFactory; dispose: () => void } {
  let worker: WorkerLike | null = new Worker(new URL('./analysis-worker.ts', import.meta.url), {
    type: 'module',
  })
  return {
    factory: () => {
      if (!worker) throw new Error('The analysis worker was already used.')
      const ready = worker
      worker = null
      return ready
    },
    dispose: () => {
      worker?.terminate()
      worker = null
    },
  }
}
