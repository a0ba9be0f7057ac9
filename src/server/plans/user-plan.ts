import { effectiveTier, entitlementsOf, type PlanEntitlements } from '#src/contract/entitlements'
import type { PlanTier } from '#src/contract/plans'
import { getSubscriptionRow } from '../billing/subscriptions-repository'
import type { Db } from '../db/client'

export interface UserPlan {
  /** The plan in force: a paid tier only while its subscription is live. */
  tier: PlanTier
  /** What the subscription row names, live or not. */
  subscribedTier: PlanTier
  entitlements: PlanEntitlements
}

/** The plan that decides what this user may do right now (docs/plans.md). */
export async function getUserPlan(db: Db, userId: string): Promise<UserPlan> {
  const row = await getSubscriptionRow(db, userId)
  const subscription = row && { tier: row.subscriptionTier, status: row.subscriptionStatus }
  const tier = effectiveTier(subscription)
  return {
    tier,
    subscribedTier: row?.subscriptionTier ?? 'free',
    entitlements: entitlementsOf(tier),
  }
}
