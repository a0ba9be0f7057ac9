import type { MiddlewareHandler } from 'hono'
import { errorBody } from './api-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing API requests that do not come from Cadence's own origin (CSRF).
 * Browsers always send Origin on such requests; paths in `exempt` (signed webhooks) skip it.
 */
export function originCheck(publicUrl: string, exempt: string[] = []): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin
  return async (c, next) => {
    const path = new URL(c.req.url).pathname
    if (SAFE_METHODS.has(c.req.method) || exempt.some((p) => path.startsWith(p))) return next()
    const origin = c.req.header('origin')
    if (origin !== allowed) {
      return c.json(
        errorBody('forbidden_origin', 'This request must come from the Cadence app.'),
        403,
      )
    }
    return next()
  }
}
