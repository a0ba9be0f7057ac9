import { Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import { clientAddress } from '../http/client-address'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'

/** better-auth's endpoints under /api/auth/*, told the caller's real address for rate limits. */
export function authRoutes(deps: AppDeps) {
  const routes = new Hono()
  routes.on(['GET', 'POST'], '/*', (c) => {
    const raw = c.req.raw
    const headers = new Headers(raw.headers)
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY))
    const init: RequestInit & { duplex?: 'half' } = {
      method: raw.method,
      headers,
      body: raw.body,
      signal: raw.signal,
      duplex: 'half',
    }
    return deps.auth.handler(new Request(raw.url, init))
  })
  return routes
}
