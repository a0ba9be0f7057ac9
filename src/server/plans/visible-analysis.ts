import { keepAnomalyTypes } from '../../analysis/gap/keep-anomaly-types'
import type { AnomalyType } from '../../analysis/types'
import type { StoredAnalysis } from '../../contract/analyses'
import { BASIC_ANOMALY_TYPES, type GapAccess } from '../../contract/entitlements'

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

/**
 * A stored analysis as the user's plan may see it: the gap detail beyond the plan is left out
 * of the answer (it stays stored, so an upgrade shows it again).
 */
export function visibleAnalysis(analysis: StoredAnalysis, access: GapAccess): StoredAnalysis {
  const analysisData = keepAnomalyTypes(analysis.analysisData, TYPES_BY_ACCESS[access], {
    personalArchetype: access === 'advanced',
  })
  return analysisData === analysis.analysisData ? analysis : { ...analysis, analysisData }
}
