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

const { DATABASE_URL, PORT, BETTER_AUTH_SECRET = '', SESSION_COOKIE = '' } = process.env
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 })

const SESSION = {
  name: 'bare_session_user',
  text: `select "user"."id", "user"."email", "user"."name", "session"."expires_at"
    from "session" inner join "user" on "user"."id" = "session"."user_id"
    where "session"."token" = $1 limit 1`,
}
const LIST = {
  name: 'bare_connection_list',
  text: `select c.id, c.name, c.relationship_type, c.created_at,
      n.id as a_id, n.rhythm_score, n.initiation_rate, n.total_messages, n.avg_response_time,
      n.communication_pattern, n.date_range_start, n.date_range_end, n.created_at as a_created_at
    from connections c left join lateral (
      select * from connection_analyses a where a.connection_id = c.id
      order by a.created_at desc limit 1) n on true
    where c.user_id = $1 order by c.created_at desc`,
}

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
  const { rows } = await pool.query({ ...LIST, values: [user.id] })
  return c.json({
    connections: rows.map((row) => ({
      id: row.id,
      name: row.name,
      relationshipType: row.relationship_type,
      createdAt: row.created_at.toISOString(),
      latestAnalysis:
        row.a_id === null
          ? null
          : {
              id: row.a_id,
              rhythmScore: row.rhythm_score,
              initiationRate: row.initiation_rate,
              totalMessages: row.total_messages,
              avgResponseTime: row.avg_response_time,
              communicationPattern: row.communication_pattern,
              dateRangeStart: row.date_range_start,
              dateRangeEnd: row.date_range_end,
              createdAt: row.a_created_at.toISOString(),
            },
    })),
  })
})

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(PORT) }, () => {
  process.stdout.write('{"msg":"listening"}\n')
})
process.on('SIGTERM', () => {
  pool.end().finally(() => process.exit(0))
})
