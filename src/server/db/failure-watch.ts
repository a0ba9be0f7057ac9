import { AsyncLocalStorage } from 'node:async_hooks'
import { classifyFailure } from '../http/failures'

/**
 * Whether a piece of work (one request) met the database unreachable, whatever became of the
 * error afterwards: better-auth, for one, turns a failed read into an empty 500 or "no session",
 * and by the time the answer is out the database may be back, so asking it then proves nothing.
 */
export class DatabaseWatch {
  /** Set when a query or connection of this work failed with a connection-class error. */
  unreachable = false

  /** Runs `work` with every database call it makes, however deep, reporting to this watch. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    watching++
    try {
      return await watches.run(this, work)
    } finally {
      if (--watching === 0) watches.disable()
    }
  }
}

const watches = new AsyncLocalStorage<DatabaseWatch>()
/**
 * Watches under way. Once a storage has run, Node 20 calls a hook for every promise the process
 * makes (the storage's context follows them), a cost every request paid after the first sign-in.
 * When the last watch is done the storage is turned off, which takes the hooks away; the next
 * watch turns it on again.
 */
let watching = 0

/** True when the error means the database could not be reached or did not answer in time. */
export const isConnectionFailure = (error: unknown) =>
  classifyFailure(error) === 'database_unavailable'

/**
 * `promise`, whose connection-class failure is noted in the watch of the code that made it (read
 * now, while the caller's context is current, never later from a socket's callback).
 */
export function noted<T>(promise: Promise<T>): Promise<T> {
  const watch = watches.getStore()
  if (!watch) return promise
  return promise.catch((error: unknown) => {
    if (isConnectionFailure(error)) watch.unreachable = true
    throw error
  })
}

/** `method` (a driver's query, connect or transaction), each promise it returns `noted`. */
export function watched<F extends (...args: never[]) => unknown>(method: F): F {
  return new Proxy(method, {
    apply(target, thisArg, args) {
      const result: unknown = Reflect.apply(target, thisArg, args)
      return result instanceof Promise ? noted(result) : result
    },
  })
}
