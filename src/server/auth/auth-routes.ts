import { type Context, Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import { DatabaseWatch } from '../db/failure-watch'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorBody,
} from '../http/api-error'
import { clientAddress } from '../http/client-address'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'

/** Longer than any better-auth path: a longer one names nothing and must not become a rate-limit key. */
const MAX_AUTH_PATH = 200

const unavailable = (c: Context, deps: AppDeps) => {
  // Not the path itself: some of better-auth's carry a token.
  deps.logger.warn('database unavailable', { path: '/api/auth/*' })
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503)
}

const INVALID_CALLBACK_MESSAGE = 'The address to return to is not valid.'
const CALLBACK_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']

/**
 * better-auth redirects to a callback address by writing it into `Location`, which takes
 * printable ASCII only: anything else would be a 500 there, so it is refused here as bad input.
 */
function callbacksFitAHeader(params: URLSearchParams): boolean {
  return CALLBACK_PARAMS.every((name) => /^[\x21-\x7e]*$/.test(params.get(name) ?? ''))
}

/** better-auth's endpoints under /api/auth/*, told the caller's real address for rate limits. */
export function authRoutes(deps: AppDeps) {
  const routes = new Hono()
  routes.on(['GET', 'POST'], '/*', async (c) => {
    const raw = c.req.raw
    const url = new URL(raw.url)
    if (url.pathname.length > MAX_AUTH_PATH) return c.json(errorBody('not_found', 'Not found'), 404)
    if (!callbacksFitAHeader(url.searchParams))
      return c.json(errorBody('INVALID_CALLBACK_URL', INVALID_CALLBACK_MESSAGE), 400)
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY))
    // The body was already read (and checked) by the app's input guard; pass on its bytes.
    const bytes = raw.method === 'GET' || raw.body === null ? null : await c.req.arrayBuffer()
    const body = bytes && bytes.byteLength > 0 ? bytes : undefined
    const request = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal })
    // better-auth turns a failed database read into "no session" (401) or a 500 of its own: when
    // a query of this request met the database unreachable, that is an outage (503), never a
    // sign-out, even if the database is back by the time the answer is out.
    const watch = new DatabaseWatch()
    let response: Response
    try {
      response = await watch.run(() => deps.auth.handler(request))
    } catch (error) {
      if (watch.unreachable) return unavailable(c, deps)
      throw error
    }
    if ((response.status === 401 || response.status >= 500) && watch.unreachable)
      return unavailable(c, deps)
    if (response.status === 429 && !response.headers.has('Retry-After')) {
      const headersOut = new Headers(response.headers)
      headersOut.set('Retry-After', response.headers.get('X-Retry-After') ?? '60')
      return new Response(response.body, { status: 429, headers: headersOut })
    }
    return response
  })
  return routes
}
