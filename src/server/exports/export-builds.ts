import { ApiError } from '../http/api-error'
import { restarting } from '../http/drain'
import { createSemaphore } from '../http/semaphore'
import { type BuildPool, createBuildPool, ExportTooLargeError } from './build-pool'
import type { ExportJob } from './export-job'

// How many exports are built at once. Building runs in worker threads (`build-pool.ts`), so
// the event loop stays free; these limits keep the process's CPU and memory for everyone:
// - per user: at most EXPORTS_PER_USER exports in progress (reading, waiting or building);
//   one more answers 429 with Retry-After at once rather than queueing behind the user's own;
// - for the whole process: at most WORKERS builds at a time and WAITING more in line, in
//   arrival order; past that 503 with Retry-After, as for password hashing;
// - for one build: the worker's heap and time limits (`build-pool.ts`); past them 413.
// The counts live in this process: each instance protects its own CPU and memory.
// - when the instance starts draining (SIGTERM, http/drain.ts): new exports and those still in
//   line answer 503 with a short Retry-After, which the load balancer sends to another
//   instance; the builds running finish, within the worker's time limit, before it stops.

export const EXPORTS_PER_USER = 2
const WORKERS = 2
const WAITING = 8
const RETRY_AFTER_SECONDS = 5

export const EXPORTS_IN_PROGRESS_MESSAGE =
  'Your earlier exports are still being prepared. Please wait for them to download, then try again.'

export const EXPORT_TOO_LARGE_MESSAGE =
  'This export is too large to make at once. Choose fewer connections, months or sections, or leave the notes out.'

export interface ExportBuilds {
  /** Runs `task` (reading and building one export) in one of the user's slots, or throws 429. */
  forUser<T>(userId: string, task: () => Promise<T>): Promise<T>
  /** Builds the file in a worker, in line behind the builds already running. */
  build(job: ExportJob): Promise<Uint8Array<ArrayBuffer>>
  /** The user's exports in progress now. */
  inProgress(userId: string): number
  /** From now on, refuses new exports and those waiting in line (the instance is draining). */
  refuseFromNow(): void
  /** Builds running in a worker now, in this process. */
  readonly building: number
  /** Builds waiting in line for a worker, in this process. */
  readonly waiting: number
}

export function createExportBuilds(
  pool: Pick<BuildPool, 'build'>,
  limits: { perUser: number; workers: number; waiting: number },
): ExportBuilds {
  const active = new Map<string, number>()
  const line = createSemaphore(limits.workers, limits.waiting)
  let refusing = false
  return {
    async forUser(userId, task) {
      if (refusing) throw restarting()
      const count = active.get(userId) ?? 0
      if (count >= limits.perUser)
        throw new ApiError(
          429,
          'exports_in_progress',
          EXPORTS_IN_PROGRESS_MESSAGE,
          { limit: limits.perUser },
          RETRY_AFTER_SECONDS,
        )
      active.set(userId, count + 1)
      try {
        return await task()
      } finally {
        const left = (active.get(userId) ?? 1) - 1
        if (left > 0) active.set(userId, left)
        else active.delete(userId)
      }
    },
    build: (job) =>
      line.run(async () => {
        if (refusing) throw restarting()
        return pool.build(job).catch((error: unknown) => {
          if (error instanceof ExportTooLargeError)
            throw new ApiError(413, 'export_too_large', EXPORT_TOO_LARGE_MESSAGE)
          throw error
        })
      }),
    refuseFromNow() {
      refusing = true
      line.refuseWaiting(restarting())
    },
    inProgress: (userId) => active.get(userId) ?? 0,
    get building() {
      return line.running
    },
    get waiting() {
      return line.waiting
    },
  }
}

/** The process's export builds, shared by every request. */
export const exportBuilds = createExportBuilds(createBuildPool(), {
  perUser: EXPORTS_PER_USER,
  workers: WORKERS,
  waiting: WAITING,
})
