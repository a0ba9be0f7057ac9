import { useEffect, useRef, useState } from 'react'
import type { WorkerFactory } from '#src/web/lib/analysis-client'
import { isFreeAnalysisUsed, markFreeAnalysisUsed } from '#src/web/lib/free-analysis-flag'
import { useShareAnalysis } from './use-share-analysis'

/**
 * The free anonymous analysis of a shared chat, once per browser (docs/product.md §9): it starts
 * at once unless this browser has used it before (`usedBefore`). Its first figures on screen use
 * it, and the share is done with (`onAnalysed`). `figures`: the first figures, then the whole
 * result, once they exist.
 */
export function useShareTryIt(file: File, onAnalysed: () => void, worker?: WorkerFactory) {
  const [usedBefore] = useState(isFreeAnalysisUsed)
  const { state, analyse } = useShareAnalysis({ firstFigures: true, worker })
  const started = useRef(false)

  useEffect(() => {
    if (usedBefore || started.current) return
    started.current = true
    void analyse(file)
  }, [usedBefore, analyse, file])

  const figures =
    state.phase === 'done' ? state.result : state.phase === 'idle' ? undefined : state.figures
  const shown = figures !== undefined
  const marked = useRef(false)
  useEffect(() => {
    if (!shown || marked.current) return
    marked.current = true
    markFreeAnalysisUsed()
    onAnalysed()
  }, [shown, onAnalysed])

  return { usedBefore, state, figures }
}
