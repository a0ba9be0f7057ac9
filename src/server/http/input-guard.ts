import type { MiddlewareHandler } from 'hono'
import { errorBody } from './api-error'

/**
 * PostgreSQL stores neither a NUL character (text and jsonb refuse 0x00) nor half of a UTF-16
 * surrogate pair (node-postgres would silently turn it into U+FFFD). No Cadence input needs
 * either, so a request that carries one, anywhere, is refused before any handler or
 * better-auth hook can reach the database with it.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters Cadence cannot store (a NUL character or broken Unicode).'

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/** Every string (keys too) of a parsed JSON value; iterative, so deep nesting cannot overflow the stack. */
export function jsonIsStorable(root: unknown): boolean {
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string') {
      if (!isStorableText(value)) return false
    } else if (Array.isArray(value)) {
      stack.push(...value)
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (!isStorableText(key)) return false
        stack.push(inner)
      }
    }
  }
  return true
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Malformed percent-encoding is not a NUL; the route decides what such a path means.
    return segment
  }
}

function urlIsStorable(url: URL): boolean {
  for (const segment of url.pathname.split('/')) {
    if (!isStorableText(decodeSegment(segment))) return false
  }
  for (const [key, value] of url.searchParams)
    if (!isStorableText(key) || !isStorableText(value)) return false
  return true
}

function bodyIsStorable(text: string): boolean {
  if (text === '') return true
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: the handler answers its own 400; only a raw NUL or broken text is refused here.
    return isStorableText(text)
  }
  return jsonIsStorable(parsed)
}

const PLAIN_URL = /^[\x21-\x24\x26-\x7e]*$/

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** GET and HEAD: the HTTP server hands no body on for them, so there is none to check or limit. */
export const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD'

/** Refuses (400 `invalid_characters`) a path, query or body that holds text PostgreSQL cannot store. */
export const refuseUnstorableInput: MiddlewareHandler = async (c, next) => {
  const refuse = () => c.json(errorBody('invalid_characters', UNSTORABLE_TEXT_MESSAGE), 400)
  // A URL of printable ASCII without `%` decodes to itself: no NUL, no surrogate to find.
  if (!PLAIN_URL.test(c.req.url) && !urlIsStorable(new URL(c.req.url))) return refuse()
  // Reading the body here keeps it cached on the request for the handler (c.req.json/text/arrayBuffer).
  if (!BODYLESS.has(c.req.method) && c.req.raw.body !== null) {
    if (!bodyIsStorable(await c.req.text())) return refuse()
  }
  return next()
}
