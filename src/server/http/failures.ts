/**
 * What a thrown error means for the client, read from the error and its causes (drizzle wraps
 * the driver's error): the database could not be reached (503), or it refused a value (400).
 */
export type Failure = 'database_unavailable' | 'unstorable_value' | 'other'

// SQLSTATE classes and codes: 08 connection exception; 57P0x shutdown; 53300 too many connections;
// 57014 a statement cancelled, which only statement_timeout does (the database is too slow now).
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '53000',
  '58000',
  '58030',
])
// 22xxx data exceptions (bad encoding, out of range, bad syntax for a type); 54000 index row too large.
const UNSTORABLE_STATES = new Set(['54000', '54001'])
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // pg: no answer within query_timeout (packets dropped), no connection within its timeout.
  'Query read timeout',
  'timeout expired',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'Client was closed',
  'PGlite is closed',
]

function* causes(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth++) {
    yield current
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
}

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505'

/** True when the error (or a driver error it wraps in `cause`) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (codeOf(cause) === UNIQUE_VIOLATION) return true
  return false
}

export function classifyFailure(error: unknown): Failure {
  for (const cause of causes(error)) {
    const code = codeOf(cause)
    if (code) {
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code))
        return 'database_unavailable'
      if ((code.length === 5 && code.startsWith('22')) || UNSTORABLE_STATES.has(code))
        return 'unstorable_value'
    }
    const message = cause instanceof Error ? cause.message : ''
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return 'database_unavailable'
  }
  return 'other'
}

/**
 * What may be logged about an error: its kind, code and where it was thrown, never its message
 * (a database error's message carries the query's parameters, i.e. what users typed).
 */
export function describeError(error: unknown): Record<string, string> {
  const described: Record<string, string> = {}
  let index = 0
  for (const cause of causes(error)) {
    const prefix = index === 0 ? '' : `cause${index}`
    const name = cause instanceof Error ? cause.name : typeof cause
    described[prefix ? `${prefix}Name` : 'error'] = name
    const code = codeOf(cause)
    if (code) described[prefix ? `${prefix}Code` : 'code'] = code
    // The first frame, found after the message (which may span lines and hold user content).
    const frame =
      cause instanceof Error
        ? cause.stack
            ?.split('\n')
            .map((line) => line.trim())
            .find((line) => line.startsWith('at '))
        : undefined
    if (frame) described[prefix ? `${prefix}At` : 'at'] = frame.replace(/^at /, '').slice(0, 160)
    index++
  }
  return described
}
