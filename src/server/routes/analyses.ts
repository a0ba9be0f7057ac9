import { Hono } from 'hono'
import { AnalysisResultSchema } from '../../contract/analyses'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { insertAnalysis, listAnalyses } from '../connections/analyses-repository'
import { requireOwnConnection } from '../connections/require-own-connection'
import { readBody } from '../http/read-body'

/** Mounted under /connections: a connection's analyses, the engine's aggregates only. */
export function analysesRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .post('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      const result = await readBody(c, AnalysisResultSchema)
      return c.json({ analysis: await insertAnalysis(db, user.id, id, result) }, 201)
    })
    .get('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      return c.json({ analyses: await listAnalyses(db, user.id, id) })
    })
}
