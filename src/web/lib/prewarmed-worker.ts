import { useCallback, useEffect, useRef } from 'react'
import type { WorkerFactory, WorkerLike } from './analysis-client'
import { startAnalysisWorker, takeEarlyWorker } from './early-worker'

/**
 * Starts the analysis worker ahead of time, so its script is downloaded before
 * the visitor picks a file: from the moment a chat is chosen until the results
 * show, the page makes no network request at all (checked end to end). The worker the app's
 * entry started for this page (early-worker.ts) is taken first.
 */
export function prewarmAnalysisWorker(): { factory: WorkerFactory; dispose: () => void } {
  let worker: WorkerLike | null = takeEarlyWorker() ?? startAnalysisWorker()
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

/**
 * A worker started as the page opens (where the page has workers at all), for the first
 * analysis the page runs; any later one gets a worker of its own. Leaving the page stops an
 * unused one.
 */
export function usePrewarmedWorker(): WorkerFactory {
  const warm = useRef<ReturnType<typeof prewarmAnalysisWorker> | null>(null)
  useEffect(() => {
    if (typeof Worker === 'function') warm.current = prewarmAnalysisWorker()
    return () => {
      warm.current?.dispose()
      warm.current = null
    }
  }, [])
  return useCallback(() => {
    const ready = warm.current ?? prewarmAnalysisWorker()
    warm.current = null
    return ready.factory()
  }, [])
}
