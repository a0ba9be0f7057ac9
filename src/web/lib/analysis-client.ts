// The main thread's door to the analysis worker. Each call gets its own worker,
// so cancelling (AbortSignal) simply terminates it and frees its memory.

import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import type { ImportProblem } from '#src/analysis/import/import-errors'
import type { FirstFigures } from '#src/analysis/types'
import type { AnalyzeOutcome, WorkerRequest, WorkerResponse, WorkerStage } from './analysis-worker'
import { startAnalysisWorker } from './early-worker'
import { signalAnalysing } from './pwa/analysing-signal'
import { markDrop, markWholeAnalysis, markWorkerDone } from './time-to-insight'

export type { AnalyzeOutcome, CleanedSummary, WorkerStage } from './analysis-worker'

export interface WorkerCallOptions {
  /** Overall progress 0…1 and the stage it is in. */
  onProgress?: (fraction: number, stage: WorkerStage) => void
  signal?: AbortSignal
  dateOrder?: DateOrder
  recentOnly?: boolean
  /**
   * Called with the analysis's first figures as soon as the worker has them, before the whole
   * analysis (analyzeFile only).
   */
  onFigures?: (figures: FirstFigures) => void
}

/** The part of a Worker this client uses, so tests can pass their own. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

export type WorkerFactory = () => WorkerLike

const createAnalysisWorker: WorkerFactory = startAnalysisWorker

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

/** The engine's refusal of a file: its English message, and its problem as a code and values. */
export class ImportRefusedError extends Error {
  constructor(
    message: string,
    readonly problem: ImportProblem,
  ) {
    super(message)
  }
}

/**
 * The engine's error as an Error carrying its message (and name, for callers that branch on it);
 * an import's refusal as an ImportRefusedError, for the page to word in the reader's language.
 */
export function toError(response: Extract<WorkerResponse, { type: 'failed' }>): Error {
  const error = response.problem
    ? new ImportRefusedError(response.message, response.problem)
    : new Error(response.message)
  error.name = response.name
  return error
}

export function callWorker<T>(
  request: WorkerRequest,
  pick: (response: WorkerResponse) => T | undefined,
  options: WorkerCallOptions,
  createWorker: WorkerFactory,
  /** Answers that come before the last one (the first figures). */
  interim?: (response: WorkerResponse) => void,
): Promise<T> {
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  return new Promise<T>((resolve, reject) => {
    const worker = createWorker()
    // The service worker's first install waits while the chat is read (analysing-signal.ts).
    let endAnalysing = () => {}
    const finish = () => {
      signal?.removeEventListener('abort', onAbort)
      worker.terminate()
      endAnalysing()
    }
    const onAbort = () => {
      finish()
      if (signal) reject(abortReason(signal))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.onmessage = (event) => {
      const response = event.data
      if (response.type === 'progress') {
        onProgress?.(response.fraction, response.stage)
        return
      }
      if (response.type === 'figures') {
        interim?.(response)
        return
      }
      finish()
      if (response.type === 'failed') {
        reject(toError(response))
        return
      }
      const value = pick(response)
      if (value === undefined)
        reject(new Error(`Unexpected answer from the analysis worker: ${response.type}`))
      else resolve(value)
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(event.message || 'The analysis stopped unexpectedly. Please try again.'))
    }
    worker.postMessage({
      task: request.task,
      file: request.file,
      dateOrder: request.dateOrder,
      recentOnly: request.recentOnly,
      firstFigures: request.firstFigures,
    })
    endAnalysing = signalAnalysing()
  })
}

/**
 * Reads, cleans if raw, parses and analyses a chat file in a worker. With `onFigures`, the
 * analysis's first figures come as soon as they exist, and the whole analysis after them.
 */
export function analyzeFile(
  file: Blob,
  options: WorkerCallOptions = {},
  createWorker: WorkerFactory = createAnalysisWorker,
): Promise<AnalyzeOutcome> {
  const { onFigures } = options
  const request: WorkerRequest = {
    task: 'analyze',
    file,
    dateOrder: options.dateOrder,
    recentOnly: options.recentOnly,
    firstFigures: onFigures !== undefined,
  }
  let figuresCame = false
  markDrop()
  return callWorker(
    request,
    (r) => {
      if (r.type !== 'analyzed') return undefined
      // The time to insight ran to the first figures when they came first.
      if (figuresCame) markWholeAnalysis()
      else markWorkerDone(r.timings)
      return r.outcome
    },
    options,
    createWorker,
    (r) => {
      if (r.type !== 'figures') return
      figuresCame = true
      markWorkerDone(r.timings)
      onFigures?.(r.figures)
    },
  )
}

/** Turns a raw chat export (any supported app, zipped or not) into content-free text in a worker. */
export function cleanFile(
  file: Blob,
  options: WorkerCallOptions = {},
  createWorker: WorkerFactory = createAnalysisWorker,
): Promise<CleanResult> {
  const request: WorkerRequest = { task: 'clean', file, dateOrder: options.dateOrder }
  return callWorker(
    request,
    (r) => (r.type === 'cleaned' ? r.outcome : undefined),
    options,
    createWorker,
  )
}
