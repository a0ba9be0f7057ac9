// Dresses a detection as an anomaly of docs/product.md §3: stable id, dates, the
// comparison with its percent change, impact, icon and texts.

import { civilFromDays, formatWallClock, MINUTES_PER_DAY } from '../calendar'
import { round1, round2 } from '../rounding'
import type { Anomaly, AnomalyComparison, AnomalyType } from '../types'
import { anomalyTexts } from './anomaly-text'
import type { Detection } from './detection'

export const ANOMALY_ICONS: Record<AnomalyType, string> = {
  silence: 'moon',
  response_delay: 'clock',
  initiation_shift: 'arrow-left-right',
  frequency_drop: 'trending-down',
}

export const VALUE_LABELS: Record<AnomalyType, string> = {
  silence: 'Gap Duration',
  response_delay: 'Typical Reply Time',
  initiation_shift: 'Conversations Started',
  frequency_drop: 'Time Between Conversations',
}

/** docs/product.md §9: (value − baseline) / baseline × 100, rounded; 0 when there is no baseline. */
export function percentChange(value: number, baseline: number): number {
  return baseline > 0 ? Math.round(((value - baseline) / baseline) * 100) : 0
}

function roundFor(unit: AnomalyComparison['unit'], value: number): number {
  if (unit === 'percent') return Math.round(value)
  if (unit === 'hours') return value < 10 ? round2(value) : round1(value)
  return round1(value)
}

/** 1 (slight) to 5 (strong): critical events start at 3, stronger evidence adds up to 2. */
export function impactRating(d: Detection): number {
  const base = d.severity === 'critical' ? 3 : 1
  const extra = Math.min(2, Math.max(0, Math.floor(Math.log2(Math.max(1, d.strength)))))
  return base + extra
}

/** Stable for the same chat: the type and the wall-clock minute the event starts. */
export function anomalyId(type: AnomalyType, startMinute: number): string {
  return `${type}-${Math.floor(startMinute)}`
}

export function buildAnomaly(d: Detection): Anomaly {
  const id = anomalyId(d.type, d.startMinute)
  const { year, month } = civilFromDays(Math.floor(d.startMinute / MINUTES_PER_DAY))
  const comparison: AnomalyComparison = {
    value: roundFor(d.unit, d.value),
    baseline: roundFor(d.unit, d.baseline),
    percentChange: percentChange(d.value, d.baseline),
    unit: d.unit,
    valueLabel: VALUE_LABELS[d.type],
  }
  const facts = {
    id,
    type: d.type,
    severity: d.severity,
    actor: d.actor,
    startDate: formatWallClock(d.startMinute),
    endDate: formatWallClock(d.endMinute),
    comparison,
  }
  return {
    ...facts,
    ...anomalyTexts(facts),
    duration: round1((d.endMinute - d.startMinute) / MINUTES_PER_DAY),
    impactRating: impactRating(d),
    contextNotes: [],
    month,
    year,
    normalizationStats: {
      mean: round2(d.normalizationStats.mean),
      standardDeviation: round2(d.normalizationStats.standardDeviation),
      sampleSize: d.normalizationStats.sampleSize,
    },
    icon: ANOMALY_ICONS[d.type],
  }
}
