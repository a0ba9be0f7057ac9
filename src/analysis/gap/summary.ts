// Summary stats of the gap analysis (docs/product.md §3): event counts, the longest gap
// and "your normal gap".

import { MINUTES_PER_DAY } from '../calendar'
import { round1 } from '../rounding'
import type { ChatScan } from '../scan'
import type { Anomaly, SummaryStats } from '../types'

export function buildSummaryStats(
  scan: ChatScan,
  anomalies: Anomaly[],
  normalGapMinutes: number,
): SummaryStats {
  let criticalEvents = 0
  for (const anomaly of anomalies) if (anomaly.severity === 'critical') criticalEvents++
  return {
    criticalEvents,
    warningEvents: anomalies.length - criticalEvents,
    totalAnomalies: anomalies.length,
    longestGapDays: round1(scan.longestGapMinutes / MINUTES_PER_DAY),
    // docs/product.md §9: the average gap is shown to one decimal.
    averageGapDays: round1(normalGapMinutes / MINUTES_PER_DAY),
  }
}
