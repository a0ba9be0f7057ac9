import type { MiddlewareHandler } from 'hono'
import { round1 } from '#src/analysis/rounding'
import type { Logger } from '../logger'
import { loggedPath } from './redact'

// Logs the path without its query string (queries can carry e-mail addresses and tokens), and
// with better-auth's tokens in the path redacted: the reset link is /api/auth/reset-password/<token>.
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const path = c.req.path
    if (path === '/healthz') return
    logger.info('request', {
      method: c.req.method,
      path: loggedPath(path),
      status: c.res.status,
      durationMs: round1(performance.now() - started),
    })
  }
}
