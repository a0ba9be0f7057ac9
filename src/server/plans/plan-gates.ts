// The checks every gated route makes: each throws a 402 that names the plan and the limit.

import {
  cheapestTierWith,
  type ExportFormat,
  type GapAccess,
  type PlanGate,
} from '#src/contract/entitlements'
import type { PlanTier } from '#src/contract/plans'
import { ApiError } from '../http/api-error'
import { planMessages } from './plan-messages'
import type { UserPlan } from './user-plan'

/**
 * A 402 for a limit reached. `values` are what the message says beside the limit (how many
 * connections there are, when the month's analyses renew), for a client to write it itself.
 */
export function planLimitError(
  tier: PlanTier,
  gate: PlanGate,
  limit: number,
  message: string,
  values: { count?: number; renewsAt?: string } = {},
) {
  return new ApiError(402, 'plan_limit', message, { ...values, plan: tier, limit, gate })
}

export function planFeatureError(tier: PlanTier, gate: PlanGate, message: string) {
  return new ApiError(402, 'plan_feature', message, { plan: tier, limit: null, gate })
}

export function requireComparison(plan: UserPlan): void {
  if (!plan.entitlements.comparison)
    throw planFeatureError(plan.tier, 'comparison', planMessages.comparison())
}

/** The gap analysis level of the plan; refuses when it has none. */
export function requireGapAnalysis(plan: UserPlan): Exclude<GapAccess, 'none'> {
  const access = plan.entitlements.gapAnalysis
  if (access === 'none')
    throw planFeatureError(plan.tier, 'gap_analysis', planMessages.gapAnalysis())
  return access
}

export function requireMemoryNotes(plan: UserPlan): void {
  if (plan.entitlements.gapAnalysis === 'none')
    throw planFeatureError(plan.tier, 'memory_notes', planMessages.memoryNotes())
}

export function requireExport(plan: UserPlan, format: ExportFormat): void {
  if (plan.entitlements.exports.includes(format)) return
  const cheapest = cheapestTierWith((e) => e.exports.includes(format))
  throw planFeatureError(plan.tier, `export_${format}`, planMessages.export(format, cheapest))
}
