import { ApiError } from './api-error'

/**
 * At most `limit` tasks at once, at most `maxWaiting` more in line; past that the caller is
 * told to come back (503 with Retry-After) instead of piling up behind the others.
 */
export function createSemaphore(limit: number, maxWaiting: number) {
  let running = 0
  const waiting: { go: () => void; refuse: (error: Error) => void }[] = []
  const release = () => {
    running--
    const next = waiting.shift()
    if (next) {
      running++
      next.go()
    }
  }
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) {
        if (waiting.length >= maxWaiting)
          throw new ApiError(
            503,
            'busy',
            'Cadence is busy right now. Please try again in a moment.',
            {},
            2,
          )
        await new Promise<void>((go, refuse) => waiting.push({ go, refuse }))
      } else running++
      try {
        return await task()
      } finally {
        release()
      }
    },
    /** Fails every task still waiting in line with `error`; the running ones go on. */
    refuseWaiting(error: Error) {
      for (const next of waiting.splice(0)) next.refuse(error)
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
