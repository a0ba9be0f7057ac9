import { describeError } from './failures'

/** What stands in a log line for a token and for an e-mail address. */
const TOKEN = '[token]'
const ADDRESS = '[address]'

/**
 * Runs of characters that can make up an e-mail address (anything but spaces, brackets, quotes
 * and the separators of paths, queries and lists). A run holding an `@` (or its URL encoding
 * `%40`) with a character before it and a letter or digit after it looks like an address. Two
 * linear scans: a 150 kB path without an address costs no backtracking.
 */
const RUN = /[^\s<>()[\]{},;:"'`\\/?&=#]+/g
const LOOKS_LIKE_ADDRESS = /.(?:@|%40)[\p{L}\p{N}]/iu

/**
 * better-auth's routes with a token in the path: `/reset-password/:token` (the mailed reset
 * link). Everything after the segment goes, up to the query; `%2F` is matched too.
 */
const TOKEN_IN_PATH = /(\/reset-password(?:\/|%2f))[^?#]*/gi

/**
 * Query parameters that carry a secret by name: better-auth's `token` (verify-email,
 * delete-user/callback, the reset page), an OAuth `code` and `state`, one-time codes.
 */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'otp', 'secret', 'password'])
/** A value that carries a token inside it, e.g. `callbackURL=/reset-password?token=…`. */
const CARRIES_TOKEN = /(?:^|[?&#;/])(?:token|code|otp)=|\/reset-password\//i

/** The text with every e-mail address replaced by `[address]`. */
export function redactAddresses(text: string): string {
  return text.replace(RUN, (run) => (LOOKS_LIKE_ADDRESS.test(run) ? ADDRESS : run))
}

/** A query name or value as the server reads it. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '))
  } catch {
    return value
  }
}

function redactedParam(param: string): string {
  const equals = param.indexOf('=')
  const name = equals === -1 ? param : param.slice(0, equals)
  const value = equals === -1 ? '' : decoded(param.slice(equals + 1))
  if (redactAddresses(decoded(name)) !== decoded(name)) return ADDRESS
  if (equals === -1) return param
  if (SECRET_PARAMS.has(decoded(name).toLowerCase()) || CARRIES_TOKEN.test(value))
    return `${name}=${TOKEN}`
  if (redactAddresses(value) !== value) return `${name}=${ADDRESS}`
  return param
}

const NEEDS_REDACTING = /[@%?]|reset-password/i

/**
 * A request path (and query, if any) as it may be logged: better-auth's tokens (the reset
 * link's path segment, `token=` and any parameter whose value carries one, such as a
 * `callbackURL`) become `[token]`, e-mail addresses `[address]`. The database keeps only a
 * token's hash; the log keeps nothing of it.
 */
export function loggedPath(target: string): string {
  // Nearly every path holds nothing to redact: no address without `@` (or `%40`), no token
  // without `reset-password`, no query without `?`.
  if (!NEEDS_REDACTING.test(target)) return target
  const mark = target.indexOf('?')
  const path = mark === -1 ? target : target.slice(0, mark)
  const withoutToken = redactAddresses(path.replace(TOKEN_IN_PATH, `$1${TOKEN}`))
  if (mark === -1) return withoutToken
  const query = target
    .slice(mark + 1)
    .split('&')
    .map(redactedParam)
    .join('&')
  return `${withoutToken}?${query}`
}

/**
 * A value as it may be logged from a library: errors by kind, code and place (describeError),
 * never by message; strings with their e-mail addresses redacted; objects and arrays a few
 * levels deep the same way.
 */
export function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactAddresses(value)
  if (value instanceof Error) return describeError(value)
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'function' || typeof value === 'symbol') return typeof value
  if (value === null || typeof value !== 'object') return value
  if (depth >= 3) return '[object]'
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => loggable(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 30)
      .map(([key, item]) => [redactAddresses(key), loggable(item, depth + 1)]),
  )
}
