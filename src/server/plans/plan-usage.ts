import { nextMonthStart, type PlanUsage } from '#src/contract/entitlements'
import type { Db } from '../db/client'
import { countConnections, monthAnalyses } from './usage-repository'
import { getUserPlan } from './user-plan'

/** The plan in force and what of it is used: what the dashboard and the Billing tab show. */
export async function getPlanUsage(db: Db, userId: string, now = new Date()): Promise<PlanUsage> {
  const [plan, connections, used] = await Promise.all([
    getUserPlan(db, userId),
    countConnections(db, userId),
    monthAnalyses(db, userId, now),
  ])
  const { entitlements } = plan
  return {
    tier: plan.tier,
    subscribedTier: plan.subscribedTier,
    connections: { used: connections, limit: entitlements.connections },
    fullAnalyses: { used: used.full, limit: entitlements.fullAnalysesPerMonth },
    recentAnalyses: { used: used.recent, limit: entitlements.recentAnalysesPerMonth },
    renewsAt: nextMonthStart(now).toISOString(),
  }
}
