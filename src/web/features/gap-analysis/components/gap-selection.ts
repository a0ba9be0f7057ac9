// The selected month and anomaly of the gap analysis page, kept in step.

import type { Anomaly } from '#src/analysis/types'
import { anomalyMonthKey, type TimelineMonth } from './timeline-months'

export interface GapSelection {
  monthKey: string | null
  anomalyId: string | null
}

export const NO_SELECTION: GapSelection = { monthKey: null, anomalyId: null }

/** docs/product.md §2: selecting a month selects its first anomaly (none when it has none). */
export function selectMonth(month: TimelineMonth): GapSelection {
  return { monthKey: month.key, anomalyId: month.anomalyIds[0] ?? null }
}

/** docs/product.md §2: selecting an anomaly selects its month. */
export function selectAnomaly(anomaly: Pick<Anomaly, 'id' | 'year' | 'month'>): GapSelection {
  return { monthKey: anomalyMonthKey(anomaly), anomalyId: anomaly.id }
}
