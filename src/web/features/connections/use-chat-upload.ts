import { useEffect, useRef, useState } from 'react'
import {
  ANALYSIS_COMPLETE_TITLE,
  ANALYSIS_FAILED_FALLBACK,
  ANALYSIS_FAILED_TITLE,
  analysisCompleteMessage,
} from '#src/contract/analyses'
import { planErrorOf } from '#src/web/components/plans/plan-error'
import type { CleanedSummary } from '#src/web/lib/analysis-client'
import { analyzeFile } from '#src/web/lib/analysis-client'
import { toast } from '#src/web/lib/toast'
import { useCreateAnalysis } from './api/create-analysis'

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'analyzing'; progress: number }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string }
  /** The plan's full-history analyses are used up: the last six months can still be analysed. */
  | { phase: 'full-used'; message: string }

/**
 * Spec §4 connection lifecycle: analyse in the worker, save the aggregates, then the page
 * shows the new analysis. The chat's text stays in the browser.
 */
export function useChatUpload(
  connection: { id: string; name: string },
  onSaved: (cleaned: CleanedSummary) => void,
) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const save = useCreateAnalysis(connection.id)
  const controller = useRef<AbortController | null>(null)
  // Leaving the page stops the worker rather than letting it analyse for nobody.
  useEffect(() => () => controller.current?.abort(), [])

  const start = async (file: File, recentOnly = false) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ phase: 'analyzing', progress: 0 })
    try {
      const outcome = await analyzeFile(file, {
        signal: abort.signal,
        onProgress: (fraction) => setState({ phase: 'analyzing', progress: fraction }),
        recentOnly,
      })
      setState({ phase: 'saving' })
      await save.mutateAsync(outcome.result)
      toast.success(ANALYSIS_COMPLETE_TITLE, analysisCompleteMessage(connection.name))
      setState({ phase: 'idle' })
      onSaved(outcome.cleaned)
    } catch (error) {
      if (abort.signal.aborted) return
      const refused = planErrorOf(error)
      if (refused?.gate === 'full_analyses') {
        setState({ phase: 'full-used', message: refused.message })
        return
      }
      const message =
        error instanceof Error && error.message ? error.message : ANALYSIS_FAILED_FALLBACK
      toast.error(ANALYSIS_FAILED_TITLE, message)
      setState({ phase: 'failed', message })
    }
  }

  const cancel = () => {
    controller.current?.abort()
    setState({ phase: 'idle' })
  }

  return { state, start, cancel }
}
