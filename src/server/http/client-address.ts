import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The caller's address. Behind `trustedHops` proxies (TRUST_PROXY) it is the X-Forwarded-For
 * entry that many places from the right: each proxy appends the address it saw, so entries
 * further left were written by the client and prove nothing. Anything that is not an IP
 * address, or a header with fewer entries than proxies, falls back to the socket's address.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim())
    const candidate = hops.length >= trustedHops ? hops[hops.length - trustedHops] : undefined
    if (candidate && isIP(candidate) !== 0) return candidate
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests made in-process (tests through app.request) have no socket.
    return 'local'
  }
}
