export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

/** No logged string is longer than this: a client cannot grow a log line with what it sends. */
export const MAX_LOGGED_STRING = 300

/** A string the app made itself, such as a link it mailed: see `appMade`. */
class AppMade {
  constructor(readonly text: string) {}
}

/**
 * Marks a field value the app built itself (a link it mailed), so it is logged whole: a capped
 * link is a broken one. Only for values whose size the app bounds; never for what a client sent.
 */
export const appMade = (text: string): unknown => new AppMade(text)

function capped(value: unknown, depth = 0): unknown {
  if (value instanceof AppMade) return value.text
  if (typeof value === 'string')
    return value.length > MAX_LOGGED_STRING ? `${value.slice(0, MAX_LOGGED_STRING)}…` : value
  if (depth > 3 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => capped(v, depth + 1))
  // The first 30 own fields, as Object.entries lists them, without building the list (every
  // request writes a line).
  const copy: Record<string, unknown> = Object.create(null)
  let fields = 0
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (fields++ === 30) break
    copy[key] = capped((value as Record<string, unknown>)[key], depth + 1)
  }
  return copy
}

/**
 * Writes lines to stdout, gathered per turn of the event loop: under load one write call
 * carries many request lines instead of one system call each (stdout to a pipe is synchronous).
 */
let stdoutWriter: ((line: string) => void) | undefined

export function bufferedStdout(): (line: string) => void {
  stdoutWriter ??= createBufferedStdout()
  return stdoutWriter
}

function createBufferedStdout(): (line: string) => void {
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    process.stdout.write(text)
  }
  process.once('exit', flush)
  return (line) => {
    if (pending.length === 0) setImmediate(flush)
    pending.push(line)
  }
}

/** Names every line sets itself; a field of the same name is left out. */
const OWN_FIELDS = new Set(['time', 'level', 'msg'])

/**
 * The line's object: time, level, message, then the first fields (30 in all), each capped as
 * `capped` does. Built in one pass, without copying the fields into an object first (every
 * request writes a line).
 */
function entryOf(level: string, msg: string, fields?: Record<string, unknown>) {
  const entry: Record<string, unknown> = Object.create(null)
  entry.time = new Date().toISOString()
  entry.level = level
  entry.msg = capped(msg, 1)
  let count = 3
  for (const key in fields) {
    if (!Object.hasOwn(fields, key) || OWN_FIELDS.has(key)) continue
    if (count++ === 30) break
    entry[key] = capped(fields[key], 1)
  }
  return entry
}

/**
 * One JSON object per line, every string capped but those marked `appMade`. Callers pass
 * fields, never request bodies, secrets or database error messages (http/failures.ts describes
 * errors safely).
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
      if (order[at] < order[level]) return
      ;(write ?? bufferedStdout())(JSON.stringify(entryOf(at, msg, fields)))
    }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}
