// The writes a plan limits. Each runs in one transaction that holds the user's row, so the
// check and the write cannot be split by a second request of the same user.

import type { AnalysisResultBody, StoredAnalysis } from '#src/contract/analyses'
import type { Connection, RelationshipType } from '#src/contract/connections'
import { type AnalysisKind, isRecentRange, nextMonthStart } from '#src/contract/entitlements'
import { insertAnalysis } from '../connections/analyses-repository'
import { createConnection } from '../connections/connections-repository'
import type { Db } from '../db/client'
import { planLimitError } from './plan-gates'
import { planMessages } from './plan-messages'
import { countConnections, lockUser, monthAnalyses, recordAnalysis } from './usage-repository'
import { getUserPlan, type UserPlan } from './user-plan'

export async function createConnectionWithinPlan(
  db: Db,
  userId: string,
  values: { name: string; relationshipType: RelationshipType | null },
): Promise<Connection> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const plan = await getUserPlan(tx, userId)
    const limit = plan.entitlements.connections
    if (limit !== null && (await countConnections(tx, userId)) >= limit) {
      throw planLimitError(
        plan.tier,
        'connections',
        limit,
        planMessages.connections(plan.tier, limit),
      )
    }
    return createConnection(tx, userId, values)
  })
}

/** A recent analysis spans at most the chat's last six months; the server judges it from the result. */
export function analysisKind(
  result: Pick<AnalysisResultBody, 'dateRangeStart' | 'dateRangeEnd'>,
): AnalysisKind {
  return isRecentRange(result.dateRangeStart, result.dateRangeEnd) ? 'recent' : 'full'
}

async function requireAnalysisAllowed(tx: Db, userId: string, plan: UserPlan, kind: AnalysisKind) {
  const connectionLimit = plan.entitlements.connections
  if (connectionLimit !== null) {
    const count = await countConnections(tx, userId)
    if (count > connectionLimit) {
      const message = planMessages.overConnections(plan.tier, connectionLimit, count)
      throw planLimitError(plan.tier, 'connections', connectionLimit, message, { count })
    }
  }
  const now = new Date()
  const used = await monthAnalyses(tx, userId, now)
  if (kind === 'full') {
    const limit = plan.entitlements.fullAnalysesPerMonth
    if (limit !== null && used.full >= limit) {
      const renewsAt = nextMonthStart(now)
      const message = planMessages.fullAnalyses(plan.tier, limit, renewsAt)
      throw planLimitError(plan.tier, 'full_analyses', limit, message, {
        renewsAt: renewsAt.toISOString(),
      })
    }
  } else {
    const limit = plan.entitlements.recentAnalysesPerMonth
    if (limit !== null && used.recent >= limit) {
      const renewsAt = nextMonthStart(now)
      const message = planMessages.recentAnalyses(plan.tier, limit, renewsAt)
      throw planLimitError(plan.tier, 'recent_analyses', limit, message, {
        renewsAt: renewsAt.toISOString(),
      })
    }
  }
}

/** The caller has checked that the connection is the user's. */
export async function saveAnalysisWithinPlan(
  db: Db,
  userId: string,
  connectionId: string,
  result: AnalysisResultBody,
): Promise<StoredAnalysis> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const plan = await getUserPlan(tx, userId)
    const kind = analysisKind(result)
    await requireAnalysisAllowed(tx, userId, plan, kind)
    const stored = await insertAnalysis(tx, userId, connectionId, result)
    await recordAnalysis(tx, userId, kind)
    return stored
  })
}
