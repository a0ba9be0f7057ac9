// The cleaner page's state: pick a file, clean it in the worker (with
// progress), re-clean it in the other date order on request.

import { useCallback, useEffect, useRef, useState } from 'react'
import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import type { WorkerCallOptions } from '#src/web/lib/analysis-client'
import { isChatFileName } from '#src/web/lib/chat-file-types'

export type CleanFn = (file: File, options: WorkerCallOptions) => Promise<CleanResult>

export type CleanerState =
  | { status: 'idle' }
  | { status: 'cleaning'; fileName: string; progress: number }
  | { status: 'done'; file: File; result: CleanResult }
  /** The engine's own words, or the file was no chat export (`wrongFileType`). */
  | { status: 'error'; message: string }
  | { status: 'error'; wrongFileType: true }

export function useCleaner(clean: CleanFn) {
  const [state, setState] = useState<CleanerState>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const start = useCallback(
    (file: File, dateOrder?: DateOrder) => {
      running.current?.abort()
      if (!isChatFileName(file.name)) {
        setState({ status: 'error', wrongFileType: true })
        return
      }
      const controller = new AbortController()
      running.current = controller
      setState({ status: 'cleaning', fileName: file.name, progress: 0 })
      const onProgress = (fraction: number) =>
        setState((current) =>
          current.status === 'cleaning' ? { ...current, progress: fraction } : current,
        )
      clean(file, { onProgress, signal: controller.signal, dateOrder }).then(
        (result) => {
          if (!controller.signal.aborted) setState({ status: 'done', file, result })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          const message = error instanceof Error ? error.message : String(error)
          setState({ status: 'error', message })
        },
      )
    },
    [clean],
  )

  const cancel = useCallback(() => {
    running.current?.abort()
    setState({ status: 'idle' })
  }, [])

  return { state, start, cancel }
}
