import { Worker } from 'node:worker_threads'
import type { ExportJob } from './export-job'
import type { BuildReply, BuildRequest } from './export-worker'

// Worker threads that build exports, so a large report never holds the event loop: the
// request thread only posts the job (a structured clone of the stored figures) and gets the
// file's bytes back as a transferred buffer. A worker builds one export at a time, is started
// when needed, stays for the next job and ends after a while with nothing to do. The caller
// bounds how many jobs run at once (`export-builds.ts`); the pool starts a worker for a job
// that finds none idle.
//
// A worker also bounds what one export may cost: past `maxHeapMb` of heap or `timeoutMs` it is
// ended (the job fails with ExportTooLargeError, the next job gets a new worker), where the
// same build on the request thread would have held the server or run it out of memory.

// The worker's entry beside this module: export-worker.ts in the sources, export-worker.js
// beside the built server (dist/server/, scripts/build-server.ts).
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./export-worker.ts', import.meta.url)
  : new URL('./export-worker.js', import.meta.url)

// The server runs its TypeScript sources (`node --import tsx`), and the tests run them through
// Vitest; on Node 20 tsx registers its loader in the main thread only, so the worker registers
// it through tsx's API before loading its entry.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads')
const loading = workerData.loader && import(workerData.loader).then((tsx) => tsx.register())
Promise.resolve(loading).then(() => import(workerData.entry))
`

const tsxLoader = (): string | null =>
  ENTRY.pathname.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : null

/** The export needed more memory or time than a worker is given. */
export class ExportTooLargeError extends Error {
  constructor(readonly limit: 'memory' | 'time') {
    super(`The export went past the worker's ${limit} limit`)
    this.name = 'ExportTooLargeError'
  }
}

/** How long one build may take at most: the longest request Cadence serves (index.ts's stop waits for it). */
export const BUILD_TIMEOUT_MS = 60_000

export interface BuildPoolOptions {
  /** How long a worker with nothing to do stays for the next job. */
  idleMs?: number
  /** The heap one worker may use (V8's old generation). */
  maxHeapMb?: number
  /** How long one build may take. */
  timeoutMs?: number
}

interface Running {
  id: number
  resolve: (bytes: Uint8Array<ArrayBuffer>) => void
  reject: (error: unknown) => void
  timer: NodeJS.Timeout
}

interface PoolWorker {
  worker: Worker
  running: Running | null
  idleTimer: NodeJS.Timeout | null
}

export interface BuildPool {
  build(job: ExportJob): Promise<Uint8Array<ArrayBuffer>>
  /** Ends every worker (idle ones also end by themselves after `idleMs`). */
  close(): Promise<void>
  /** Workers started and not ended. */
  readonly workers: number
}

const isOutOfMemory = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'

/**
 * A new build worker: a reply to its job resolves or rejects the job, then `settled` is told;
 * its failure or exit goes to `retire`.
 */
function startWorker(
  maxHeapMb: number,
  settled: (entry: PoolWorker) => void,
  retire: (entry: PoolWorker, error: unknown) => void,
): PoolWorker {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { loader: tsxLoader(), entry: ENTRY.href },
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  })
  const entry: PoolWorker = { worker, running: null, idleTimer: null }
  worker.on('message', (reply: BuildReply) => {
    const running = entry.running
    if (!running || running.id !== reply.id) return
    entry.running = null
    clearTimeout(running.timer)
    if ('bytes' in reply) running.resolve(reply.bytes)
    else running.reject(reply.error)
    settled(entry)
  })
  worker.on('error', (error) =>
    retire(entry, isOutOfMemory(error) ? new ExportTooLargeError('memory') : error),
  )
  worker.on('exit', (code) => retire(entry, new Error(`The export worker stopped (${code})`)))
  return entry
}

export function createBuildPool({
  idleMs = 5 * 60_000,
  maxHeapMb = 1024,
  timeoutMs = BUILD_TIMEOUT_MS,
}: BuildPoolOptions = {}): BuildPool {
  const all = new Set<PoolWorker>()
  const idle: PoolWorker[] = []
  let nextId = 1

  /** Forgets the worker and fails its job with `error`; the worker is ending or has ended. */
  function retire(entry: PoolWorker, error: unknown) {
    all.delete(entry)
    const index = idle.indexOf(entry)
    if (index >= 0) idle.splice(index, 1)
    if (entry.idleTimer) clearTimeout(entry.idleTimer)
    const running = entry.running
    entry.running = null
    if (running) {
      clearTimeout(running.timer)
      running.reject(error)
    }
  }

  /** Idle: lets the process exit without it, and ends it after `idleMs`. */
  function rest(entry: PoolWorker) {
    entry.worker.unref()
    entry.idleTimer = setTimeout(() => {
      retire(entry, null)
      void entry.worker.terminate()
    }, idleMs)
    entry.idleTimer.unref()
    idle.push(entry)
  }

  function start(): PoolWorker {
    // A worker whose job is done rests.
    const entry = startWorker(maxHeapMb, rest, retire)
    all.add(entry)
    return entry
  }

  return {
    build(job) {
      const entry = idle.pop() ?? start()
      if (entry.idleTimer) clearTimeout(entry.idleTimer)
      entry.idleTimer = null
      entry.worker.ref()
      return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
        const id = nextId++
        const timer = setTimeout(() => {
          retire(entry, new ExportTooLargeError('time'))
          void entry.worker.terminate()
        }, timeoutMs)
        entry.running = { id, resolve, reject, timer }
        const request: BuildRequest = { id, job }
        try {
          entry.worker.postMessage(request)
        } catch (error) {
          // A value that cannot be posted: this job fails, the worker stays for the next.
          clearTimeout(timer)
          entry.running = null
          rest(entry)
          reject(error)
        }
      })
    },
    async close() {
      const entries = [...all]
      for (const entry of entries) retire(entry, new Error('The export workers were closed'))
      await Promise.all(entries.map((entry) => entry.worker.terminate()))
    },
    get workers() {
      return all.size
    },
  }
}
