import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import {
  analyzeFile,
  analyzeFileFigures,
  type WorkerCallOptions,
  type WorkerFactory,
} from '#src/web/lib/analysis-client'

export type ShareAnalysis<T> =
  | { phase: 'idle' }
  | { phase: 'analyzing'; progress: number }
  | { phase: 'done'; result: T }
  | { phase: 'failed'; message: string }

type Analyse<T> = (
  file: File,
  options: WorkerCallOptions,
  createWorker?: WorkerFactory,
) => Promise<T>

/** Signed out: the first figures, all the free analysis shows, as soon as they exist. */
export const firstFigures: Analyse<FirstFigures> = analyzeFileFigures
/** Signed in: the whole analysis, to be saved to a connection. */
export const wholeAnalysis: Analyse<AnalysisResult> = async (file, options, createWorker) =>
  (await analyzeFile(file, options, createWorker)).result

/**
 * The shared chat through the analysis worker, on this device: it needs no network. The share
 * page starts the worker as it opens (`worker`), while it reads the file from the device.
 */
export function useShareAnalysis<T>(run: Analyse<T>, worker?: WorkerFactory) {
  const [state, setState] = useState<ShareAnalysis<T>>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const analyse = useCallback(
    async (file: File): Promise<T | null> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      setState({ phase: 'analyzing', progress: 0 })
      try {
        const result = await run(
          file,
          {
            signal: abort.signal,
            onProgress: (progress) => setState({ phase: 'analyzing', progress }),
          },
          worker,
        )
        if (abort.signal.aborted) return null
        setState({ phase: 'done', result })
        return result
      } catch (error) {
        if (abort.signal.aborted) return null
        setState({ phase: 'failed', message: error instanceof Error ? error.message : '' })
        return null
      }
    },
    [run, worker],
  )

  return { state, analyse }
}
