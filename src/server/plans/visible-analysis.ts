import { keepAnomalyTypes } from '#src/analysis/gap/keep-anomaly-types'
import type { AnomalyType } from '#src/analysis/types'
import type { StoredAnalysis } from '#src/contract/analyses'
import {
  BASIC_ANOMALY_TYPES,
  type GapAccess,
  type PlanEntitlements,
} from '#src/contract/entitlements'

const ALL_TYPES: readonly AnomalyType[] = [
  'silence',
  'response_delay',
  'initiation_shift',
  'frequency_drop',
]

const TYPES_BY_ACCESS: Record<GapAccess, readonly AnomalyType[]> = {
  none: [],
  basic: BASIC_ANOMALY_TYPES,
  advanced: ALL_TYPES,
}

/** What of a plan decides how much of an analysis its answers show. */
export type AnalysisAccess = Pick<PlanEntitlements, 'gapAnalysis' | 'rhythmChapters'>

/** The kinds of anomaly a plan shows. */
export function visibleAnomalyTypes(access: AnalysisAccess): readonly AnomalyType[] {
  return TYPES_BY_ACCESS[access.gapAnalysis]
}

/** The rhythm without chapters and balance over time, on a plan without them. */
function visibleRhythm(analysis: StoredAnalysis, access: AnalysisAccess): StoredAnalysis['rhythm'] {
  const { rhythm } = analysis
  if (!rhythm || access.rhythmChapters) return rhythm
  if (!rhythm.chapters && !rhythm.balanceOverTime) return rhythm
  const { chapters: _chapters, balanceOverTime: _balance, ...everyPlan } = rhythm
  return everyPlan
}

/**
 * A stored analysis as the user's plan may see it: the gap detail, chapters and balance over
 * time beyond the plan are left out of the answer (they stay stored, so an upgrade shows them
 * again).
 */
export function visibleAnalysis(analysis: StoredAnalysis, access: AnalysisAccess): StoredAnalysis {
  const analysisData = keepAnomalyTypes(analysis.analysisData, visibleAnomalyTypes(access), {
    personalArchetype: access.gapAnalysis === 'advanced',
  })
  const rhythm = visibleRhythm(analysis, access)
  if (analysisData === analysis.analysisData && rhythm === analysis.rhythm) return analysis
  return { ...analysis, analysisData, ...(rhythm ? { rhythm } : {}) }
}
