import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'

// Logs the path without its query string: queries can carry e-mail addresses and tokens.
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const path = c.req.path
    if (path === '/healthz') return
    logger.info('request', {
      method: c.req.method,
      path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
