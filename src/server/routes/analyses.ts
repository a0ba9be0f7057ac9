import { Hono } from 'hono'
import { AnalysisResultSchema } from '#src/contract/analyses'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { listAnalyses } from '../connections/analyses-repository'
import { requireOwnConnection } from '../connections/require-own-connection'
import { readBody } from '../http/read-body'
import { saveAnalysisWithinPlan } from '../plans/plan-writes'
import { getUserPlan } from '../plans/user-plan'
import { visibleAnalysis } from '../plans/visible-analysis'

/** Mounted under /connections: a connection's analyses, the engine's aggregates only. */
export function analysesRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .post('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      const result = await readBody(c, AnalysisResultSchema)
      const analysis = await saveAnalysisWithinPlan(db, user.id, id, result)
      const { entitlements } = await getUserPlan(db, user.id)
      return c.json({ analysis: visibleAnalysis(analysis, entitlements) }, 201)
    })
    .get('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      const [analyses, { entitlements }] = await Promise.all([
        listAnalyses(db, user.id, id),
        getUserPlan(db, user.id),
      ])
      // Stored whole; answered at the plan's level, so an upgrade shows the rest again.
      return c.json({ analyses: analyses.map((a) => visibleAnalysis(a, entitlements)) })
    })
}
