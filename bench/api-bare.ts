// The reference for `npm run bench:api`: a bare Hono + `pg` server answering
// `GET /api/connections` with the same work Cadence does for it, and nothing else —
// the session cookie's signature checked (HMAC-SHA-256), the session and its user looked up,
// expiry checked, the user's connections listed beside each one's newest analysis, JSON out.
// No security headers, no origin check, no rate limits, no request log.
// Started by bench/api.ts: DATABASE_URL, PORT, BETTER_AUTH_SECRET, SESSION_COOKIE.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import pg from 'pg'
import {
  fromPlainRow,
  PLAIN_LIST,
  type PlainListRow,
} from '../src/server/connections/connections-repository'

const { DATABASE_URL, PORT, BETTER_AUTH_SECRET = '', SESSION_COOKIE = '' } = process.env
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 })

const SESSION = {
  name: 'bare_session_user',
  text: `select "user"."id", "user"."email", "user"."name", "session"."expires_at"
    from "session" inner join "user" on "user"."id" = "session"."user_id"
    where "session"."token" = $1 limit 1`,
}
const LIST = { name: 'bare_connection_list', text: PLAIN_LIST }

function sessionToken(cookies: string | undefined): string | undefined {
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const equals = part.indexOf('=')
    if (part.slice(0, equals).trim() !== SESSION_COOKIE) continue
    const signed = decodeURIComponent(part.slice(equals + 1).trim())
    const dot = signed.lastIndexOf('.')
    const value = signed.slice(0, dot)
    const given = Buffer.from(signed.slice(dot + 1))
    const expected = Buffer.from(
      createHmac('sha256', BETTER_AUTH_SECRET).update(value).digest('base64'),
    )
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
  }
  return undefined
}

const app = new Hono().get('/api/connections', async (c) => {
  const token = sessionToken(c.req.header('cookie'))
  if (!token) return c.json({ error: 'unauthorized' }, 401)
  const { rows: found } = await pool.query({ ...SESSION, values: [token] })
  const user = found[0]
  if (!user || user.expires_at.getTime() <= Date.now())
    return c.json({ error: 'unauthorized' }, 401)
  const { rows } = await pool.query<PlainListRow>({ ...LIST, values: [user.id] })
  return c.json({ connections: rows.map(fromPlainRow) })
})

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) }, () => {
  process.stdout.write('{"msg":"listening"}\n')
})
process.on('SIGTERM', () => {
  pool.end().finally(() => process.exit(0))
})
