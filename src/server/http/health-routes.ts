import { Hono } from 'hono'
import type { Database } from '../db/client'
import type { Drain } from './drain'

const READY_TIMEOUT_MS = 2_000

/**
 * `/healthz`: the process answers (a supervisor restarts it when it does not).
 * `/readyz`: it should be sent requests: its migrations are done (it listens only after them),
 * the database answers, and it is not draining before a stop (a load balancer takes it out).
 */
export function healthRoutes(database: Database, drain: Drain) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      if (drain.draining)
        return c.json(
          {
            status: 'draining',
            error: { code: 'draining', message: 'This instance is shutting down.' },
          },
          503,
        )
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
