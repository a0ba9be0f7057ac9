// The gap analysis page's data (docs/product.md §3 "gap analysis data"), built from an
// analysis result that already carries the real monthly stats and anomalies.

import { MINUTES_PER_DAY, parseWallClock } from './calendar'
import { archetypeReplies, defaultArchetype } from './gap/archetype'
import type { AnalysisResult, Anomaly, Archetype, GapAnalysisData, SummaryStats } from './types'

export const DEFAULT_CONNECTION_TYPE = 'Friend'
/** Talking again for at least this many days after the last critical event counts as reconnected. */
export const RECONNECTED_AFTER_DAYS = 14

export interface GapConnection {
  id: string
  name: string
  relationshipType: string | null
}

export const REASSURANCE = {
  steady:
    'Your rhythm has stayed steady throughout. Consistency like this is a quiet form of care.',
  gentle:
    'A few small shifts showed up, the kind every relationship has. Rhythms bend with life and usually find their way back.',
  reconnected:
    'Even the longest pause here was followed by reconnection. A relationship is not measured by its quiet moments.',
  quiet:
    'Quiet stretches happen in every close relationship. Understanding them is a first step toward reconnecting, whenever you are ready.',
} as const

export type ReassuranceCase = keyof typeof REASSURANCE

/**
 * Which reassurance fits: steady without anomalies, gentle without a critical one, reconnected
 * when the chat went on for two weeks after the last critical one, else quiet.
 */
export function reassuranceCase(
  anomalies: readonly Pick<Anomaly, 'severity' | 'endDate'>[],
  dateRangeEnd: string,
): ReassuranceCase {
  if (anomalies.length === 0) return 'steady'
  const critical = anomalies.filter((a) => a.severity === 'critical')
  if (critical.length === 0) return 'gentle'
  const lastEnd = Math.max(...critical.map((a) => parseWallClock(a.endDate)))
  const reconnected =
    parseWallClock(dateRangeEnd) - lastEnd >= RECONNECTED_AFTER_DAYS * MINUTES_PER_DAY
  return reconnected ? 'reconnected' : 'quiet'
}

export function reassuranceMessage(anomalies: Anomaly[], dateRangeEnd: string): string {
  return REASSURANCE[reassuranceCase(anomalies, dateRangeEnd)]
}

const EMPTY_SUMMARY: SummaryStats = {
  criticalEvents: 0,
  warningEvents: 0,
  totalAnomalies: 0,
  longestGapDays: 0,
  averageGapDays: 0,
}

/**
 * The archetype with its reply figures. A personal archetype saved before they were stored gets
 * them from the analysis's own reply statistics (the same figures its sentence was written
 * from); the default archetype (no analysis, or a plan without the personal one) has none.
 */
function withReplies(data: Partial<AnalysisResult['analysisData']>): Archetype {
  const archetype = data.archetype ?? defaultArchetype()
  const stats = data.responseTimeStats
  if (archetype.replies !== undefined || !stats) return archetype
  if (archetype.responsePatterns === defaultArchetype().responsePatterns) return archetype
  return {
    ...archetype,
    replies: archetypeReplies({
      totalResponses: stats.totalResponses,
      medianResponseMinutes: stats.medianMinutes,
      withinHourRate: data.responseRateWithin1Hour ?? 0,
    }),
  }
}

export function buildGapAnalysis(
  result: AnalysisResult,
  connection: GapConnection,
): GapAnalysisData {
  // Analyses stored before the gap fields existed may lack them: degrade to empty, never throw.
  const data: Partial<AnalysisResult['analysisData']> = result.analysisData ?? {}
  const anomalies = data.anomalies ?? []
  return {
    connectionId: connection.id,
    connectionName: connection.name,
    connectionType: connection.relationshipType?.trim() || DEFAULT_CONNECTION_TYPE,
    dateRange: { start: result.dateRangeStart, end: result.dateRangeEnd },
    monthlyTimeline: data.monthlyStats ?? [],
    anomalies,
    summaryStats: data.summaryStats ?? EMPTY_SUMMARY,
    archetype: withReplies(data),
    reassuranceMessage: reassuranceMessage(anomalies, result.dateRangeEnd),
  }
}
