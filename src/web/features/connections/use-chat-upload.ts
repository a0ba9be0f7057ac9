import { useEffect, useRef, useState } from 'react'
import { useCreateAnalysis } from '#src/web/components/connections/api/create-analysis'
import { planErrorOf } from '#src/web/components/plans/plan-error'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import { analyzeFile, ImportRefusedError } from '#src/web/lib/analysis-client'
import { ApiError } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { importProblemText } from '#src/web/lib/import-problem-text'
import { prewarmAnalysisWorker } from '#src/web/lib/prewarmed-worker'
import { markSaved } from '#src/web/lib/time-to-insight'
import { toast } from '#src/web/lib/toast'

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'analyzing'; progress: number }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string }
  /** The plan's full-history analyses are used up: the last six months can still be analysed. */
  | { phase: 'full-used'; message: string }

/**
 * docs/product.md §4 connection lifecycle: analyse in the worker, save the aggregates, then the page
 * shows the new analysis. The chat's text stays in the browser.
 */
export function useChatUpload(
  connection: { id: string; name: string },
  onSaved: (cleaned: CleanedSummary) => void,
) {
  const { t } = useT()
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const save = useCreateAnalysis()
  const controller = useRef<AbortController | null>(null)
  const warm = useRef<ReturnType<typeof prewarmAnalysisWorker> | null>(null)
  useEffect(() => {
    // The worker starts with the upload screen, so a chosen file goes straight to work (where
    // the page has workers at all: not in a test's DOM).
    if (typeof Worker === 'function') warm.current = prewarmAnalysisWorker()
    // Leaving the page stops the worker rather than letting it analyse for nobody.
    return () => {
      warm.current?.dispose()
      controller.current?.abort()
    }
  }, [])

  const start = async (file: File, recentOnly = false) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ phase: 'analyzing', progress: 0 })
    const worker = warm.current ?? prewarmAnalysisWorker()
    warm.current = null
    try {
      const outcome = await analyzeFile(
        file,
        {
          signal: abort.signal,
          onProgress: (fraction) => setState({ phase: 'analyzing', progress: fraction }),
          recentOnly,
        },
        worker.factory,
      )
      setState({ phase: 'saving' })
      await save.mutateAsync({ connectionId: connection.id, result: outcome.result })
      markSaved()
      toast.success(
        t('connections.analysis.completeTitle'),
        t('connections.analysis.completeMessage', { name: connection.name }),
      )
      setState({ phase: 'idle' })
      onSaved(outcome.cleaned)
    } catch (error) {
      if (abort.signal.aborted) return
      // The server's refusal is already in the reader's language (written from its code).
      const refused = planErrorOf(error)
      if (refused?.gate === 'full_analyses' && error instanceof ApiError) {
        setState({ phase: 'full-used', message: error.message })
        return
      }
      // The engine's refusal of the file by its code; the server's by its own.
      const message =
        error instanceof ImportRefusedError
          ? importProblemText(error.problem, t)
          : error instanceof ApiError && error.message
            ? error.message
            : t('connections.analysis.failedFallback')
      toast.error(t('connections.analysis.failedTitle'), message)
      setState({ phase: 'failed', message })
    }
  }

  const cancel = () => {
    controller.current?.abort()
    setState({ phase: 'idle' })
  }

  return { state, start, cancel }
}
