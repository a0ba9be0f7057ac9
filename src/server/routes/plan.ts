import { Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { getPlanUsage } from '../plans/plan-usage'

/** GET /api/plan: the plan in force and this month's usage of it. */
export function planRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().get('/', async (c) => {
    const user = await requireUser(c, deps)
    return c.json(await getPlanUsage(db, user.id))
  })
}
