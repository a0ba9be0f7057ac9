import { ApiError } from './api-error'

/**
 * Whether this instance is going away. Set at SIGTERM (index.ts): from then /readyz answers 503,
 * so the load balancer stops sending requests here, while the requests that still come are
 * served as usual, except work too long to finish before the process ends (exports), which is
 * refused with a retry another instance will take.
 */
export interface Drain {
  readonly draining: boolean
  start(): void
  /** Runs `listener` when the drain starts (at once if it has). */
  onStart(listener: () => void): void
}

export function createDrain(): Drain {
  let draining = false
  const listeners: (() => void)[] = []
  return {
    get draining() {
      return draining
    },
    start() {
      if (draining) return
      draining = true
      for (const listener of listeners.splice(0)) listener()
    },
    onStart(listener) {
      if (draining) listener()
      else listeners.push(listener)
    },
  }
}

/** How long a client should wait before asking again: the balancer has moved on by then. */
export const RESTARTING_RETRY_AFTER_SECONDS = 2

/** The answer to long work asked of an instance that is shutting down. */
export const restarting = () =>
  new ApiError(
    503,
    'restarting',
    'This Cadence server is restarting. Please try again in a few seconds.',
    {},
    RESTARTING_RETRY_AFTER_SECONDS,
  )
