import type { MiddlewareHandler } from 'hono'
import { errorBody } from './api-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing API requests that do not come from Cadence's own origin (CSRF).
 * Browsers always send Origin on such requests; paths in `exempt` (signed webhooks) skip it.
 */
export function originCheck(
  publicUrl: string,
  allowedOrigins: string[],
  exempt: string[] = [],
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  // The refusal names the address to open: most often the app was opened under another name.
  const message = `This request must come from the Cadence app. Please open ${publicUrl} and try again.`
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const path = new URL(c.req.url).pathname
    if (exempt.some((p) => path.startsWith(p))) return next()
    const origin = c.req.header('origin')
    if (origin === undefined || !allowed.has(origin))
      return c.json(errorBody('forbidden_origin', message, { url: publicUrl }), 403)
    return next()
  }
}
