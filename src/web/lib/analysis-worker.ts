// The Web Worker that reads, cleans and analyses a chat file off the main
// thread. The file arrives as a Blob and is read (and unzipped, or decoded as
// far as the cleaner needs) here, so a 10 MB export never blocks the page and
// its words never leave this worker.

import { analyzeCleanedChatInSteps } from '#src/analysis/analyze'
import { cleanExport, cleanExportToChat } from '#src/analysis/import/clean-export'
import type { CleanResult } from '#src/analysis/import/clean-result'
import type { DateOrder } from '#src/analysis/import/date-order'
import { type ImportProblem, importProblemOf } from '#src/analysis/import/import-errors'
import { exportContent } from '#src/analysis/import/read-export-bytes'
import { ChatFormatError } from '#src/analysis/parse'
import type { AnalysisResult, FirstFigures } from '#src/analysis/types'
import { runWarmUpRound, warmUpEngine } from './engine-warm-up'
import { epochNow, type WorkerTimings } from './time-to-insight'

export type WorkerTask = 'analyze' | 'clean'
export type WorkerStage = 'reading' | 'cleaning' | 'analyzing'

export interface WorkerRequest {
  task: WorkerTask
  file: Blob
  dateOrder?: DateOrder
  /** Analyse only the chat's last six months (a plan's recent analysis). */
  recentOnly?: boolean
  /** Send the analysis's first figures as soon as they exist, before the whole analysis. */
  firstFigures?: boolean
}

export interface CleanedSummary {
  format: CleanResult['format']
  ambiguousDateOrder: boolean
  messageCount: number
  dateOrder?: DateOrder
}

export interface AnalyzeOutcome {
  result: AnalysisResult
  cleaned: CleanedSummary
}

export type WorkerResponse =
  | { type: 'progress'; stage: WorkerStage; fraction: number }
  /** `timings`: when each step ended, for the page's time-to-insight measures. */
  | { type: 'analyzed'; outcome: AnalyzeOutcome; timings: WorkerTimings }
  /** The first figures (FirstFigures), ahead of the whole analysis, when the request asked. */
  | { type: 'figures'; figures: FirstFigures; timings: WorkerTimings }
  | { type: 'cleaned'; outcome: CleanResult }
  /** `problem`: why the engine refused the file, for the page to say in the reader's language. */
  | { type: 'failed'; name: string; message: string; problem: ImportProblem | null }

/**
 * Where each stage sits on one 0…1 progress bar. Cleaning, one pass over the whole file, is the
 * heavy part; the analysis reads the cleaner's chat and reports only its start and end.
 */
const STAGES: Record<WorkerTask, Record<WorkerStage, [start: number, share: number]>> = {
  analyze: { reading: [0, 0.1], cleaning: [0.1, 0.6], analyzing: [0.7, 0.3] },
  clean: { reading: [0, 0.3], cleaning: [0.3, 0.7], analyzing: [1, 0] },
}

/** Progress of the whole task from a stage's own 0…1 fraction. */
export function overallFraction(task: WorkerTask, stage: WorkerStage, fraction: number): number {
  const [start, share] = STAGES[task][stage]
  const overall = Math.min(1, start + share * Math.min(1, Math.max(0, fraction)))
  return Math.round(overall * 1000) / 1000
}

/** Progress goes to the page at most this often: each message is a render of the page's bar. */
export const PROGRESS_INTERVAL_MS = 100

/**
 * Posts progress only when it moved by at least `step` and `interval` ms have passed since the
 * last post, so the page redraws its bar a few times a second rather than a hundred times while
 * it waits (on a slow phone each redraw is main-thread work the results then wait behind). The
 * first report and the end always go.
 */
export function createProgressReporter(
  task: WorkerTask,
  post: (response: WorkerResponse) => void,
  { step = 0.01, interval = PROGRESS_INTERVAL_MS, now = () => performance.now() } = {},
): (stage: WorkerStage, fraction: number) => void {
  let last = -1
  let lastAt = Number.NEGATIVE_INFINITY
  return (stage, fraction) => {
    const overall = overallFraction(task, stage, fraction)
    if (overall < 1) {
      if (overall - last < step) return
      const at = now()
      if (at - lastAt < interval) return
      lastAt = at
    }
    last = overall
    post({ type: 'progress', stage, fraction: overall })
  }
}

/**
 * The cleaner's progress as part of the whole task's. The warm-up's rounds and a file's cleaning
 * take their callback from here, one place in the code: the compiled cleaner calls it as the
 * function it met in the warm-up, where a callback written elsewhere was a function it had not
 * met, and its compiled code was thrown away on the file.
 */
function cleaningProgress(
  report: (stage: WorkerStage, fraction: number) => void,
): (fraction: number) => void {
  return (fraction) => report('cleaning', fraction)
}

/**
 * Reads the file's bytes in one call. Read as a stream, 64 kB at a time, a 10 MB export took
 * three times as long: every piece is memory of its own, copied once more
 * (docs/decisions/015-time-to-insight-in-the-worker.md).
 */
async function readBytes(file: Blob, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  onProgress(0)
  const bytes = new Uint8Array(await file.arrayBuffer())
  onProgress(1)
  return bytes
}

export async function handleRequest(
  request: WorkerRequest,
  post: (response: WorkerResponse) => void,
): Promise<void> {
  const received = epochNow()
  const report = createProgressReporter(request.task, post)
  try {
    // A plain export stays bytes: the cleaner decodes only what it needs.
    const bytes = await readBytes(request.file, (f) => report('reading', f))
    const read = epochNow()
    const content = exportContent(
      bytes,
      request.file instanceof File ? request.file.name : undefined,
    )
    if (request.task === 'clean') {
      const cleaned = cleanExport(content, {
        dateOrder: request.dateOrder,
        onProgress: cleaningProgress(report),
      })
      post({ type: 'cleaned', outcome: cleaned })
      return
    }
    // The analysis reads the cleaned chat as it comes out of the cleaner: the content-free
    // text is never written, nor read back.
    const { chat, cleaned } = cleanExportToChat(content, {
      dateOrder: request.dateOrder,
      onProgress: cleaningProgress(report),
    })
    const cleanedAt = epochNow()
    report('analyzing', 0)
    const steps = analyzeCleanedChatInSteps(chat, { recentOnly: request.recentOnly })
    if (request.firstFigures) {
      // The first figures go as soon as they exist; the rest of the analysis follows.
      const analysed = epochNow()
      post({
        type: 'figures',
        figures: steps.figures,
        timings: { received, read, cleaned: cleanedAt, analysed, posted: epochNow() },
      })
    }
    const result = steps.complete()
    report('analyzing', 1)
    const analysed = epochNow()
    const { format, ambiguousDateOrder, messageCount, dateOrder } = cleaned
    post({
      type: 'analyzed',
      outcome: { result, cleaned: { format, ambiguousDateOrder, messageCount, dateOrder } },
      timings: { received, read, cleaned: cleanedAt, analysed, posted: epochNow() },
    })
  } catch (error) {
    post({
      type: 'failed',
      name: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
      problem:
        importProblemOf(error) ??
        (error instanceof ChatFormatError ? { code: 'no_messages' } : null),
    })
  }
}

interface WorkerScope {
  postMessage(message: WorkerResponse): void
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void
}

// Only inside a dedicated worker (no `window`): tests import this file for its functions.
if (typeof window === 'undefined' && typeof self !== 'undefined') {
  const scope = self as unknown as WorkerScope
  let requested = false
  scope.addEventListener('message', (event) => {
    requested = true
    void handleRequest(event.data, (response) => scope.postMessage(response))
  })
  // Until the file comes, the engine compiles on made-up chats (engine-warm-up.ts), reporting
  // its progress as a file's analysis does, to nobody.
  const report = createProgressReporter('analyze', () => {})
  void warmUpEngine(() => requested, {
    run: (bytes) => runWarmUpRound(bytes, cleaningProgress(report)),
  })
}
