import { useCallback, useEffect, useRef, useState } from 'react'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import type { MessageId } from '#src/i18n/messages'
import { analyzeFile, type WorkerFactory } from '#src/web/lib/analysis-client'
import { chatFileIssue } from '#src/web/lib/chat-file-types'
import { prewarmAnalysisWorker } from '#src/web/lib/prewarmed-worker'

/** docs/product.md §8: one message for every failed anonymous analysis (the catalog's, in the reader's language). */
export const ANALYSIS_FAILED_MESSAGE: MessageId = 'landing.tryIt.analyze.failed'

/** What went wrong: a message of the catalogs, or a text already written (the file check's). */
export type AnalysisError = { id: MessageId } | { text: string }

export type AnalysisState =
  | { kind: 'idle'; error?: AnalysisError }
  | { kind: 'analyzing'; progress: number }

/**
 * Runs one chat file through the analysis worker; the file never leaves the browser. The first
 * figures (all the free analysis shows) go to `onFigures` as soon as they exist, and the whole
 * analysis (the year in review reads it) to `onWhole` after them. Once the figures are out, the
 * page that asked may go (the results replace it): the whole analysis still comes, and a failure
 * after the figures leaves them as they are.
 */
export function useChatAnalysis(
  onFigures: (figures: FirstFigures) => void,
  onWhole: (result: AnalysisResult) => void,
) {
  const [state, setState] = useState<AnalysisState>({ kind: 'idle' })
  const warm = useRef<{ factory: WorkerFactory; dispose: () => void } | null>(null)
  const controller = useRef<AbortController | null>(null)
  const figuresOut = useRef(false)

  useEffect(() => {
    warm.current = prewarmAnalysisWorker()
    return () => {
      warm.current?.dispose()
      if (!figuresOut.current) controller.current?.abort()
    }
  }, [])

  const analyse = useCallback(
    async (file: File) => {
      const issue = chatFileIssue(file)
      if (issue) {
        const id = issue === 'wrong-type' ? 'landing.tryIt.notTxt' : 'connections.upload.tooLarge'
        setState({ kind: 'idle', error: { id } })
        return
      }
      const worker = warm.current ?? prewarmAnalysisWorker()
      warm.current = null
      const abort = new AbortController()
      controller.current = abort
      // The busy state lasts as long as the work does, no longer (decision 012).
      setState({ kind: 'analyzing', progress: 0 })
      try {
        const { result } = await analyzeFile(
          file,
          {
            signal: abort.signal,
            // A render only when the bar would move: each is main-thread work the first
            // figures may have to wait behind.
            onProgress: (fraction) =>
              setState((state) =>
                state.kind === 'analyzing' &&
                Math.round(state.progress * 100) === Math.round(fraction * 100)
                  ? state
                  : { kind: 'analyzing', progress: fraction },
              ),
            onFigures: (figures) => {
              if (abort.signal.aborted) return
              figuresOut.current = true
              onFigures(figures)
            },
          },
          worker.factory,
        )
        if (!abort.signal.aborted) onWhole(result)
      } catch {
        if (abort.signal.aborted || figuresOut.current) return
        warm.current = prewarmAnalysisWorker()
        setState({ kind: 'idle', error: { id: ANALYSIS_FAILED_MESSAGE } })
      }
    },
    [onFigures, onWhole],
  )

  return { state, analyse }
}
