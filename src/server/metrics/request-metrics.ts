import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { requestDuration } from './metrics'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Times every request into http_request_duration_seconds. The route label is the pattern of
 * the handler that answered ('/api/connections/:id', '*' for the web app's files and pages),
 * never the path a client sent, so the number of series stays bounded whatever is asked.
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const stop = requestDuration.startTimer()
    await next()
    stop({
      method: METHODS.has(c.req.method) ? c.req.method : 'other',
      // After next(), the route of the last handler that ran: the one that answered.
      route: routePath(c) || 'unmatched',
      status: String(c.res.status),
    })
  }
}
