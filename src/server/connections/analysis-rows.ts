// How stored analyses map to the contract's shapes.

import type { AnalysisSummary, StoredAnalysis } from '#src/contract/analyses'
import { connectionAnalyses } from '../db/schema'

export const summaryColumns = {
  id: connectionAnalyses.id,
  connectionId: connectionAnalyses.connectionId,
  rhythmScore: connectionAnalyses.rhythmScore,
  initiationRate: connectionAnalyses.initiationRate,
  totalMessages: connectionAnalyses.totalMessages,
  avgResponseTime: connectionAnalyses.avgResponseTime,
  communicationPattern: connectionAnalyses.communicationPattern,
  dateRangeStart: connectionAnalyses.dateRangeStart,
  dateRangeEnd: connectionAnalyses.dateRangeEnd,
  createdAt: connectionAnalyses.createdAt,
}

export const analysisColumns = {
  ...summaryColumns,
  balanceInsight: connectionAnalyses.balanceInsight,
  responseInsight: connectionAnalyses.responseInsight,
  healthInsight: connectionAnalyses.healthInsight,
  patternInsight: connectionAnalyses.patternInsight,
  analysisData: connectionAnalyses.analysisData,
  rhythm: connectionAnalyses.rhythm,
}

type SummaryRow = Omit<AnalysisSummary, 'createdAt'> & { createdAt: Date }
type AnalysisRow = Omit<StoredAnalysis, 'createdAt' | 'rhythm'> & {
  createdAt: Date
  rhythm: StoredAnalysis['rhythm'] | null
}

export function toSummary({
  connectionId: _,
  ...row
}: SummaryRow & { connectionId: string }): AnalysisSummary {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** An analysis saved before the rhythm figures has none: the field is left out, not null. */
export function toStoredAnalysis({ rhythm, ...row }: AnalysisRow): StoredAnalysis {
  return { ...row, ...(rhythm ? { rhythm } : {}), createdAt: row.createdAt.toISOString() }
}
