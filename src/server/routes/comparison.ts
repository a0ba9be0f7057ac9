import { Hono } from 'hono'
import { viewComparedAs } from '#src/analysis/compare'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { listComparisonInputs } from '../connections/comparison-repository'
import { listViewPreferences } from '../connections/view-preferences-repository'
import { requireComparison } from '../plans/plan-gates'
import { getUserPlan } from '../plans/user-plan'
import { visibleAnomalyTypes } from '../plans/visible-analysis'

/**
 * The comparison page's data in one request: each connection with the figures of its newest
 * analysis, not the analysis. The page applies the engine's comparison rules itself, so
 * changing the sort costs no round trip.
 */
export function comparisonRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().get('/', async (c) => {
    const user = await requireUser(c, deps)
    const plan = await getUserPlan(db, user.id)
    requireComparison(plan)
    const [inputs, preferences] = await Promise.all([
      listComparisonInputs(db, user.id, visibleAnomalyTypes(plan.entitlements)),
      listViewPreferences(db, user.id),
    ])
    const side = new Map(preferences.map((p) => [p.connectionId, p.userPrefersViewAs]))
    // "You" on every card is the side the user chose for that connection, as on its own page.
    const connections = inputs.map(({ connection, analysis }) => ({
      connection,
      analysis: analysis && viewComparedAs(analysis, side.get(connection.id) ?? 'user1'),
    }))
    return c.json({ connections })
  })
}
