import { Hono } from 'hono'
import type { Database } from '../db/client'

const READY_TIMEOUT_MS = 2_000

export function healthRoutes(database: Database) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS),
          ),
        ])
        return c.json({ status: 'ready' })
      } catch {
        return c.json(
          {
            status: 'unavailable',
            error: { code: 'database_unavailable', message: 'The database is not reachable.' },
          },
          503,
        )
      }
    })
}
