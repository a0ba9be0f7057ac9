import { Hono } from 'hono'
import { AnalysisResultSchema } from '../../contract/analyses'
import { CONNECTION_NOT_FOUND } from '../../contract/connections'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { insertAnalysis, listAnalyses } from '../connections/analyses-repository'
import { getConnection } from '../connections/connections-repository'
import { requireUuid } from '../connections/require-uuid'
import { invariantFound } from '../http/api-error'
import { readBody } from '../http/read-body'

/** Mounted under /connections: a connection's analyses, the engine's aggregates only. */
export function analysesRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .post('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      invariantFound(await getConnection(db, user.id, id), CONNECTION_NOT_FOUND)
      const result = await readBody(c, AnalysisResultSchema)
      return c.json({ analysis: await insertAnalysis(db, user.id, id, result) }, 201)
    })
    .get('/:id/analyses', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      invariantFound(await getConnection(db, user.id, id), CONNECTION_NOT_FOUND)
      return c.json({ analyses: await listAnalyses(db, user.id, id) })
    })
}
