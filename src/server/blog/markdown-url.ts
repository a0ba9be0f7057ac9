/** The schemes an address in an article may have (docs/product.md §5). */
const SAFE_SCHEME = /^(?:https?|ircs?|mailto|xmpp)$/i

/**
 * docs/product.md §5: links and images keep only http, https, irc, ircs, mailto, xmpp or relative
 * addresses; anything else (javascript:, data:, vbscript:, file:) becomes an empty string.
 * A colon after the first `/`, `?` or `#` belongs to a relative address, not to a scheme.
 */
export function markdownUrlTransform(url: string): string {
  const colon = url.indexOf(':')
  if (colon < 0) return url
  const relativeStart = [url.indexOf('/'), url.indexOf('?'), url.indexOf('#')].filter((i) => i >= 0)
  if (relativeStart.some((i) => i < colon)) return url
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : ''
}
