import type { MiddlewareHandler } from 'hono'

// Only Cadence's own origin: no third-party scripts, styles, fonts or connections (DESIGN.md §4).
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

export const securityHeaders =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    await next()
    if (publicUrl.startsWith('https://'))
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
    // Nothing answered from the API is for a shared cache: it is someone's data or a live count.
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'no-store')
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'same-origin')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Cross-Origin-Resource-Policy', 'same-origin')
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  }
