import type { Context, MiddlewareHandler } from 'hono'

// Only Cadence's own origin: no third-party scripts, styles, fonts or connections (docs/product.md §7, docs/security.md).
// Inline style attributes are allowed because UI primitives position popovers with them;
// scripts stay strictly same-origin.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Browsers keep to https for a year once Cadence is served over https (PUBLIC_URL). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

const EVERY_RESPONSE: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
]

/**
 * The response's own headers, to write into directly: `c.header()` on a finished response makes
 * a new Response each call. A response whose headers are frozen (as `fetch` gives) is copied once.
 */
function writableHeaders(c: Context): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    c.res = new Response(c.res.body, c.res)
  }
  return c.res.headers
}

export const securityHeaders =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const headers = writableHeaders(c)
    if (publicUrl.startsWith('https://'))
      headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    // Nothing answered from the API is for a shared cache: it is someone's data or a live count.
    if (c.req.path.startsWith('/api/') && !headers.has('Cache-Control'))
      headers.set('Cache-Control', 'no-store')
    for (const [name, value] of EVERY_RESPONSE) headers.set(name, value)
  }
