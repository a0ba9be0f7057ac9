import { Hono } from 'hono'
import { buildGapAnalysis } from '#src/analysis/gap-analysis'
import { CONNECTION_NOT_FOUND } from '#src/contract/connections'
import type { GapAnalysisResponse } from '#src/contract/gap-analysis'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { getConnection } from '../connections/connections-repository'
import { invariantFound } from '../http/api-error'
import { requireUuid } from '../http/require-uuid'
import { requireGapAnalysis } from '../plans/plan-gates'
import { getSeenAnalysis } from '../plans/seen-analysis'
import { getUserPlan } from '../plans/user-plan'

/** Mounted under /connections: the gap analysis at the level of the user's plan. */
export function gapAnalysisRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().get('/:id/gap-analysis', async (c) => {
    const user = await requireUser(c, deps)
    const id = requireUuid(c.req.param('id'))
    const connection = invariantFound(await getConnection(db, user.id, id), CONNECTION_NOT_FOUND)
    const plan = await getUserPlan(db, user.id)
    const access = requireGapAnalysis(plan)
    const seen = await getSeenAnalysis(db, user.id, id, plan.entitlements)
    const data = seen?.analysisData
    const rhythm = seen?.rhythm
    const body: GapAnalysisResponse = {
      access,
      gapAnalysis: seen && buildGapAnalysis(seen, connection),
      advanced:
        data && access === 'advanced'
          ? {
              repliesBySide: {
                you: data.responseTimeBySender.user1,
                them: data.responseTimeBySender.user2,
              },
              hourOfWeek: data.hourOfWeek,
            }
          : null,
      rhythm:
        rhythm?.chapters && rhythm.balanceOverTime
          ? { chapters: rhythm.chapters, balanceOverTime: rhythm.balanceOverTime }
          : null,
    }
    return c.json(body)
  })
}
