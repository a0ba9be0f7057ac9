// Runs the real gap analysis on one scan: anomalies first, then the monthly
// timeline, the summary and the archetype that refer to them.

import type { MonthSpan } from '../monthly'
import type { ChatScan } from '../scan'
import type { Anomaly, Archetype, MonthlyStat, SummaryStats } from '../types'
import { type ArchetypeMetrics, buildArchetype } from './archetype'
import { buildMonthlyStats } from './monthly-stats'
import { buildSummaryStats } from './summary'

export interface GapResults {
  monthlyStats: MonthlyStat[]
  anomalies: Anomaly[]
  archetype: Archetype
  summaryStats: SummaryStats
}

export function analyzeGaps(
  scan: ChatScan,
  spans: MonthSpan[],
  metrics: ArchetypeMetrics,
): GapResults {
  const anomalies: Anomaly[] = []
  let normalGap = 0
  for (let g = 0; g < scan.conversationGapCount; g++)
    normalGap += scan.conversationGapMinutes[g] ?? 0
  normalGap = scan.conversationGapCount > 0 ? normalGap / scan.conversationGapCount : 0
  return {
    monthlyStats: buildMonthlyStats(scan, spans, anomalies),
    anomalies,
    archetype: buildArchetype(metrics),
    summaryStats: buildSummaryStats(scan, anomalies, normalGap),
  }
}
