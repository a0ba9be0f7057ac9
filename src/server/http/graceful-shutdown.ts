import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerType } from '@hono/node-server'
import type { Logger } from '../logger'
import type { Drain } from './drain'

export interface ShutdownOptions {
  server: ServerType
  drain: Drain
  logger: Logger
  /** How long requests are still served after the signal, while /readyz answers 503. */
  drainMs: number
  /** How long in-flight requests may take to finish once the listener is closed. */
  graceMs: number
  /** Closes what the requests used (the database); called once no request is left. */
  close: () => Promise<void>
  /** The end of the process: called with 0 once everything is closed. */
  exit: (code: number) => void
}

/**
 * Stopping without failing a request behind a load balancer:
 * 1. At the signal the instance drains: /readyz turns 503 at once, so the balancer stops
 *    sending it new requests at its next check, and long work is refused with a retry
 *    (http/drain.ts). Requests that still come are served, each answered with
 *    `Connection: close`, so a keep-alive client (the balancer itself) reconnects elsewhere.
 * 2. After `drainMs` the listener closes, with the connections left idle: by then the balancer
 *    has taken the instance out, so nothing is sent on them any more.
 * 3. In-flight requests finish, for at most `graceMs`; then the remaining connections are cut.
 * 4. The database closes and the process exits 0.
 * Returns the function to call on a signal.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  const { server, drain, logger } = options
  let stopping = false
  // Responses being worked on when the drain starts, to mark `Connection: close` too.
  // Prepended, so this runs before the app can write a response.
  const unanswered = new Set<ServerResponse>()
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close')
    else {
      unanswered.add(response)
      response.once('finish', () => unanswered.delete(response))
      response.once('close', () => unanswered.delete(response))
    }
  })

  const closeListener = () => {
    logger.info('closing the listener')
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway')
      if ('closeAllConnections' in server) server.closeAllConnections()
    }, options.graceMs)
    force.unref()
    server.close(async () => {
      clearTimeout(force)
      await options.close().catch(() => {})
      logger.info('stopped')
      options.exit(0)
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  }

  return (signal) => {
    if (stopping) return
    stopping = true
    drain.start()
    for (const response of unanswered)
      if (!response.headersSent) response.setHeader('Connection', 'close')
    logger.info('shutting down', { signal, drainSeconds: options.drainMs / 1000 })
    if (options.drainMs > 0) setTimeout(closeListener, options.drainMs)
    else closeListener()
  }
}
