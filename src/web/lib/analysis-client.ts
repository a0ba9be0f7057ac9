// The main thread's door to the analysis worker. Each call gets its own worker,
// so cancelling (AbortSignal) simply terminates it and frees its memory.

import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import type { ImportProblem } from '#src/analysis/import/import-errors'
import type { FirstFigures } from '#src/analysis/types'
import type { AnalyzeOutcome, WorkerRequest, WorkerResponse, WorkerStage } from './analysis-worker'
import { markDrop, markWorkerDone } from './time-to-insight'

export type { AnalyzeOutcome, CleanedSummary, WorkerStage } from './analysis-worker'

export interface WorkerCallOptions {
  /** Overall progress 0…1 and the stage it is in. */
  onProgress?: (fraction: number, stage: WorkerStage) => void
  signal?: AbortSignal
  dateOrder?: DateOrder
  recentOnly?: boolean
}

/** The part of a Worker this client uses, so tests can pass their own. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

export type WorkerFactory = () => WorkerLike

const createAnalysisWorker: WorkerFactory = () =>
  new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' })

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
): Promise<T> {
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(abortReason(signal))
  return new Promise<T>((resolve, reject) => {
    const worker = createWorker()
    const finish = () => {
      signal?.removeEventListener('abort', onAbort)
      worker.terminate()
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
    })
  })
}

/** Reads, cleans if raw, parses and analyses a chat file in a worker. */
export function analyzeFile(
  file: Blob,
  options: WorkerCallOptions = {},
  createWorker: WorkerFactory = createAnalysisWorker,
): Promise<AnalyzeOutcome> {
  const request: WorkerRequest = {
    task: 'analyze',
    file,
    dateOrder: options.dateOrder,
    recentOnly: options.recentOnly,
  }
  markDrop()
  return callWorker(
    request,
    (r) => {
      if (r.type !== 'analyzed') return undefined
      markWorkerDone(r.timings)
      return r.outcome
    },
    options,
    createWorker,
  )
}

/**
 * Reads, cleans and analyses a chat file in a worker up to the analysis's first figures (all
 * the free analysis shows), which come as soon as they exist.
 */
export function analyzeFileFigures(
  file: Blob,
  options: WorkerCallOptions = {},
  createWorker: WorkerFactory = createAnalysisWorker,
): Promise<FirstFigures> {
  markDrop()
  return callWorker(
    { task: 'figures', file, dateOrder: options.dateOrder },
    (r) => {
      if (r.type !== 'figures') return undefined
      markWorkerDone(r.timings)
      return r.figures
    },
    options,
    createWorker,
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
