// A gap analysis narrowed to some kinds of anomaly (a plan's basic level), with every
// figure that counts anomalies recounted, so what is hidden leaves no trace in the totals.

import { shortMonthName } from '../calendar'
import type { AnalysisData, AnomalyType } from '../types'
import { defaultArchetype } from './archetype'
import { isSignificantMonth } from './monthly-stats'

export function keepAnomalyTypes(
  data: AnalysisData,
  types: readonly AnomalyType[],
  options: { personalArchetype: boolean },
): AnalysisData {
  const anomalies = data.anomalies.filter((a) => types.includes(a.type))
  if (anomalies.length === data.anomalies.length && options.personalArchetype) return data
  const critical = anomalies.filter((a) => a.severity === 'critical').length
  const monthlyStats = data.monthlyStats.map((month) => {
    const anomalyCount = anomalies.filter(
      (a) => a.year === month.year && shortMonthName(a.month) === month.month,
    ).length
    return {
      ...month,
      anomalyCount,
      hasSignificantEvent: isSignificantMonth(anomalyCount, month.emotionalState, month.maxGapDays),
    }
  })
  return {
    ...data,
    anomalies,
    monthlyStats,
    summaryStats: {
      ...data.summaryStats,
      criticalEvents: critical,
      warningEvents: anomalies.length - critical,
      totalAnomalies: anomalies.length,
    },
    archetype: options.personalArchetype ? data.archetype : defaultArchetype(),
  }
}
