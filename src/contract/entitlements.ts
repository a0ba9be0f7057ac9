import { z } from 'zod'
import { isRecentRange } from '#src/analysis/recent'
import type { AnomalyType } from '#src/analysis/types'
import { type PlanTier, PlanTierSchema } from './plan-tier'

// What each plan unlocks: the one table the server enforces and the web app shows.

export const GapAccessSchema = z.enum(['none', 'basic', 'advanced'])
export type GapAccess = z.infer<typeof GapAccessSchema>

export const ExportFormatSchema = z.enum(['csv', 'pdf', 'json', 'png', 'report'])
export type ExportFormat = z.infer<typeof ExportFormatSchema>

export interface PlanEntitlements {
  /** null: unlimited. */
  connections: number | null
  /** Whole-chat analyses per calendar month (UTC). */
  fullAnalysesPerMonth: number | null
  /** Analyses of at most the last six months, per calendar month (UTC). */
  recentAnalysesPerMonth: number | null
  comparison: boolean
  gapAnalysis: GapAccess
  /** The rhythm's chapters and its balance over time (reply times, calendar, streaks and coverage go to every plan). */
  rhythmChapters: boolean
  exports: readonly ExportFormat[]
}

export const PLAN_ENTITLEMENTS: Record<PlanTier, PlanEntitlements> = {
  free: {
    connections: 3,
    fullAnalysesPerMonth: 1,
    recentAnalysesPerMonth: 3,
    comparison: false,
    gapAnalysis: 'none',
    rhythmChapters: false,
    exports: [],
  },
  base: {
    connections: null,
    fullAnalysesPerMonth: 15,
    recentAnalysesPerMonth: null,
    comparison: true,
    gapAnalysis: 'basic',
    rhythmChapters: true,
    exports: ['csv', 'pdf'],
  },
  premium: {
    connections: null,
    fullAnalysesPerMonth: null,
    recentAnalysesPerMonth: null,
    comparison: true,
    gapAnalysis: 'advanced',
    rhythmChapters: true,
    exports: ['csv', 'pdf', 'json', 'png', 'report'],
  },
}

/** The basic gap analysis shows these; the advanced one shows every type. */
export const BASIC_ANOMALY_TYPES: readonly AnomalyType[] = ['silence', 'frequency_drop']

export { isRecentRange }

/**
 * The plan a subscription unlocks. A paid tier counts only while the subscription is active
 * (or in a provider's trial); pending and cancelled subscriptions get the free plan
 * (docs/plans.md).
 */
export function effectiveTier(
  subscription: { tier: PlanTier; status: string } | null | undefined,
): PlanTier {
  if (!subscription) return 'free'
  const live = subscription.status === 'active' || subscription.status === 'trial'
  return live ? subscription.tier : 'free'
}

export function entitlementsOf(tier: PlanTier): PlanEntitlements {
  return PLAN_ENTITLEMENTS[tier]
}

export function canExport(tier: PlanTier, format: ExportFormat): boolean {
  return PLAN_ENTITLEMENTS[tier].exports.includes(format)
}

/** The cheapest plan that unlocks a format or a gap analysis level: what an upgrade button names. */
export function cheapestTierWith(check: (e: PlanEntitlements) => boolean): PlanTier {
  const tier = PlanTierSchema.options.find((t) => check(PLAN_ENTITLEMENTS[t]))
  return tier ?? 'premium'
}

const PLAN_NAMES: Record<PlanTier, string> = { free: 'Free', base: 'Base', premium: 'Premium' }

export function planName(tier: PlanTier): string {
  return PLAN_NAMES[tier]
}

export const AnalysisKindSchema = z.enum(['full', 'recent'])
export type AnalysisKind = z.infer<typeof AnalysisKindSchema>

/** What a 402 answer names: the limit or feature that refused. */
export const PlanGateSchema = z.enum([
  'connections',
  'full_analyses',
  'recent_analyses',
  'comparison',
  'gap_analysis',
  'advanced_gap_analysis',
  'memory_notes',
  'export_csv',
  'export_pdf',
  'export_json',
  'export_png',
  'export_report',
])
export type PlanGate = z.infer<typeof PlanGateSchema>

/** The body of every 402: `{ error: { code, message, plan, limit, gate } }`. */
export const PlanErrorSchema = z.object({
  error: z.object({
    code: z.enum(['plan_limit', 'plan_feature']),
    message: z.string(),
    plan: PlanTierSchema,
    /** The number allowed for a plan_limit; null for a feature the plan does not include. */
    limit: z.number().int().nullable(),
    gate: PlanGateSchema,
    /** Over the connections limit: how many connections there are. */
    count: z.number().int().optional(),
    /** A month's analyses used: when they renew (ISO date-time). */
    renewsAt: z.string().optional(),
  }),
})
export type PlanError = z.infer<typeof PlanErrorSchema>

const UsageCounterSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() })
export type UsageCounter = z.infer<typeof UsageCounterSchema>

/** GET /api/plan: the plan in force and this month's usage. */
export const PlanUsageSchema = z.object({
  tier: PlanTierSchema,
  /** The subscription's own tier, which may differ while it is pending or cancelled. */
  subscribedTier: PlanTierSchema,
  connections: UsageCounterSchema,
  fullAnalyses: UsageCounterSchema,
  recentAnalyses: UsageCounterSchema,
  /** ISO date: the first day of next month (UTC), when the monthly counters start again. */
  renewsAt: z.string(),
})
export type PlanUsage = z.infer<typeof PlanUsageSchema>

/** The first instant of the calendar month after `now`, in UTC. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}
