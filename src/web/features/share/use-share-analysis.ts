import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import { analyzeFile, type WorkerFactory } from '#src/web/lib/analysis-client'

export type ShareAnalysis =
  | { phase: 'idle' }
  /** `figures`: the first figures, once they came ahead of the whole analysis. */
  | { phase: 'analyzing'; progress: number; figures?: FirstFigures }
  | { phase: 'done'; result: AnalysisResult }
  | { phase: 'failed'; message: string; figures?: FirstFigures }

/**
 * The shared chat through the analysis worker, on this device: it needs no network. With
 * `firstFigures`, the first figures come into the state as soon as they exist, before the whole
 * analysis. The share page starts the worker as it opens (`worker`), while it reads the file.
 */
export function useShareAnalysis({
  firstFigures = false,
  worker,
}: {
  firstFigures?: boolean
  worker?: WorkerFactory
} = {}) {
  const [state, setState] = useState<ShareAnalysis>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const analyse = useCallback(
    async (file: File): Promise<AnalysisResult | null> => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      let figures: FirstFigures | undefined
      setState({ phase: 'analyzing', progress: 0 })
      try {
        const { result } = await analyzeFile(
          file,
          {
            signal: abort.signal,
            onProgress: (progress) => setState({ phase: 'analyzing', progress, figures }),
            onFigures: firstFigures
              ? (first) => {
                  figures = first
                  setState({ phase: 'analyzing', progress: 1, figures })
                }
              : undefined,
          },
          worker,
        )
        if (abort.signal.aborted) return null
        setState({ phase: 'done', result })
        return result
      } catch (error) {
        if (abort.signal.aborted) return null
        const message = error instanceof Error ? error.message : ''
        setState({ phase: 'failed', message, figures })
        return null
      }
    },
    [firstFigures, worker],
  )

  return { state, analyse }
}
