import { Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  errorBody,
} from '../http/api-error'
import { clientAddress } from '../http/client-address'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'

/** Longer than any better-auth path: a longer one names nothing and must not become a rate-limit key. */
const MAX_AUTH_PATH = 200
const PING_TIMEOUT_MS = 1_000

/** better-auth's endpoints under /api/auth/*, told the caller's real address for rate limits. */
export function authRoutes(deps: AppDeps) {
  const databaseAnswers = () =>
    Promise.race([
      deps.database.ping().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS)),
    ]).catch(() => false)

  const routes = new Hono()
  routes.on(['GET', 'POST'], '/*', async (c) => {
    const raw = c.req.raw
    if (new URL(raw.url).pathname.length > MAX_AUTH_PATH)
      return c.json(errorBody('not_found', 'Not found'), 404)
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY))
    // The body was already read (and checked) by the app's input guard; pass on its bytes.
    const bytes = raw.method === 'GET' || raw.body === null ? null : await c.req.arrayBuffer()
    const body = bytes && bytes.byteLength > 0 ? bytes : undefined
    const response = await deps.auth.handler(
      new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal }),
    )
    // better-auth turns a failed database read into "no session" (401) or an empty 500: when the
    // database is down that is an outage (503), never a sign-out.
    if ((response.status === 401 || response.status >= 500) && !(await databaseAnswers())) {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503)
    }
    if (response.status === 429 && !response.headers.has('Retry-After')) {
      const headersOut = new Headers(response.headers)
      headersOut.set('Retry-After', response.headers.get('X-Retry-After') ?? '60')
      return new Response(response.body, { status: 429, headers: headersOut })
    }
    return response
  })
  return routes
}
