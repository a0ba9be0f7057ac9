import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { type Db, plainPool } from '../db/client'
import { session, user } from '../db/schema'
import type { Auth } from './create-auth'

export interface SessionUser {
  id: string
  email: string
  name: string
}

/**
 * The answer of the quick read: the user, `null` when the request carries no session cookie at
 * all, or `undefined` when better-auth must decide (see `createSessionReader`).
 */
type QuickRead = SessionUser | null | undefined

/** better-call's signed cookie: `value.` + base64 HMAC-SHA-256 of the value (44 characters). */
function verifiedValue(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.')
  if (dot < 1) return undefined
  const value = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'))
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
}

/** One cookie's value from a Cookie header, percent-decoded as browsers and better-call write it. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const equals = part.indexOf('=')
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue
    const raw = part.slice(equals + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return undefined
    }
  }
  return undefined
}

interface FoundSession extends SessionUser {
  expiresAt: Date
}

interface PlainSessionRow {
  id: string
  email: string
  name: string
  expires_at: Date
}

const PLAIN_LOOKUP = `select "user"."id", "user"."email", "user"."name", "session"."expires_at"
  from "session" inner join "user" on "user"."id" = "session"."user_id"
  where "session"."token" = $1 limit 1`

/**
 * Reads the signed-in user of a request with one prepared query, for the reads every page makes.
 *
 * better-auth's `getSession` stays the authority: this answers only the plain case — a cookie
 * with a valid signature, naming a session that exists, has not expired and is not due for
 * better-auth's daily refresh — and hands every other case (no such session, expired, due for
 * refresh, a bad signature, "don't remember me") to it, so expiry, refresh and clean-up behave
 * exactly as before. Every call asks the database, so a session ended elsewhere stops at once.
 */
export function createSessionReader(auth: Auth, db: Db) {
  const lookup = db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('cadence_session_user')

  // On PostgreSQL the same lookup as a plain `pg` prepared statement (see `plainPool`).
  const pool = plainPool(db)
  const find = pool
    ? async (token: string): Promise<FoundSession | undefined> => {
        const { rows } = await pool.query<PlainSessionRow>({
          name: 'cadence_session_user_plain',
          text: PLAIN_LOOKUP,
          values: [token],
        })
        const row = rows[0]
        return row && { id: row.id, email: row.email, name: row.name, expiresAt: row.expires_at }
      }
    : async (token: string): Promise<FoundSession | undefined> =>
        (await lookup.execute({ token }))[0]

  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    dontRememberName: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }))

  return async function readSession(headers: Headers): Promise<QuickRead> {
    const cookies = headers.get('cookie')
    const { cookieName, dontRememberName, secret, expiresInMs, updateAgeMs } = await settings
    const signed = cookies ? cookieValue(cookies, cookieName) : undefined
    if (signed === undefined) return null
    if (cookies?.includes(dontRememberName)) return undefined
    const token = verifiedValue(signed, secret)
    if (token === undefined) return undefined
    const found = await find(token)
    if (!found) return undefined
    const expiresAt = found.expiresAt.getTime()
    const now = Date.now()
    const dueForRefresh = expiresAt - expiresInMs + updateAgeMs <= now
    if (expiresAt <= now || dueForRefresh) return undefined
    return { id: found.id, email: found.email, name: found.name }
  }
}
