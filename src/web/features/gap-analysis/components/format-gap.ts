// How the gap analysis page writes its dates and comparisons.

import type { Anomaly, AnomalyComparison } from '#src/analysis/types'

/** '8.3 days', '5.5 hours', '62%'. */
export function formatMeasure(value: number, unit: AnomalyComparison['unit']): string {
  const rounded = Math.round(value * 10) / 10
  if (unit === 'percent') return `${rounded}%`
  return `${rounded} ${unit === 'days' ? (rounded === 1 ? 'day' : 'days') : rounded === 1 ? 'hour' : 'hours'}`
}

/** Spec §2: '{n}% longer/shorter than usual'; a share of conversations is higher or lower. */
export function changeText({ percentChange, unit }: AnomalyComparison): string {
  const amount = Math.abs(percentChange).toLocaleString('en-US')
  if (unit === 'percent') return `${amount}% ${percentChange >= 0 ? 'higher' : 'lower'} than usual`
  const text = `${amount}% ${percentChange >= 0 ? 'longer' : 'shorter'} than usual`
  // Past a few hundred percent a multiple is what a person can picture.
  if (percentChange < MULTIPLE_FROM_PERCENT) return text
  return `${text} (about ${Math.round(1 + percentChange / 100).toLocaleString('en-US')}× your normal)`
}

const MULTIPLE_FROM_PERCENT = 200

/**
 * Whose behaviour an anomaly is about, when that is one side: the same weeks can hold a
 * 'Response Time Spike' for each of you, and the cards must tell them apart.
 */
export function whoseChange(anomaly: Pick<Anomaly, 'type' | 'actor'>): string | null {
  if (anomaly.actor === 'both') return null
  if (anomaly.type === 'response_delay')
    return anomaly.actor === 'you' ? 'Your replies' : 'Their replies'
  if (anomaly.type === 'initiation_shift')
    return anomaly.actor === 'you' ? 'You reached out' : 'They reached out'
  return null
}
