import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalysisResult } from '#src/analysis/types'
import { analyzeFile } from '#src/web/lib/analysis-client'

export type ShareAnalysis =
  | { phase: 'idle' }
  | { phase: 'analyzing'; progress: number }
  | { phase: 'done'; result: AnalysisResult }
  | { phase: 'failed'; message: string }

/** The shared chat through the analysis worker, on this device: it needs no network. */
export function useShareAnalysis() {
  const [state, setState] = useState<ShareAnalysis>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const analyse = useCallback(async (file: File): Promise<AnalysisResult | null> => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ phase: 'analyzing', progress: 0 })
    try {
      const { result } = await analyzeFile(file, {
        signal: abort.signal,
        onProgress: (progress) => setState({ phase: 'analyzing', progress }),
      })
      if (abort.signal.aborted) return null
      setState({ phase: 'done', result })
      return result
    } catch (error) {
      if (abort.signal.aborted) return null
      setState({ phase: 'failed', message: error instanceof Error ? error.message : '' })
      return null
    }
  }, [])

  return { state, analyse }
}
