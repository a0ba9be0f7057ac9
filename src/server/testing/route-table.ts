import type { Hono } from 'hono'
import type { Auth } from '../auth/create-auth'

export interface RouteEntry {
  /** An HTTP method, or 'ALL' for middleware and catch-alls. */
  method: string
  /** Hono's pattern, e.g. /api/connections/:id; better-auth's endpoints are spelled out under /api/auth. */
  path: string
}

const AUTH_MOUNT = '/api/auth/*'

/**
 * Every route the app answers, read from the app itself so a route added later is covered too.
 * better-auth is mounted as one wildcard; its endpoints are listed from its own API table.
 */
export function routeTable(app: Hono, auth: Auth): RouteEntry[] {
  const seen = new Map<string, RouteEntry>()
  const add = (method: string, path: string) => seen.set(`${method} ${path}`, { method, path })
  for (const route of app.routes) {
    add(route.method, route.path)
    if (route.path !== AUTH_MOUNT) continue
    for (const endpoint of Object.values(auth.api)) {
      if (!('path' in endpoint) || typeof endpoint.path !== 'string') continue
      const methods = [endpoint.options.method].flat()
      for (const method of methods)
        if (method === route.method) add(method, `/api/auth${endpoint.path}`)
    }
  }
  return [...seen.values()]
}
