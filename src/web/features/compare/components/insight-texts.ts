// The insights block and the 'Communication Pattern Detected:' alert in the reader's language.
// The engine (src/analysis/compare.ts comparisonInsights) writes them in English only; this
// counts the same connections with the engine's own thresholds, and insight-texts.test.ts holds
// both to the same English.

import {
  type ComparisonItem,
  type ComparisonMetrics,
  HEAVY_INITIATOR_ABOVE,
  HIGH_PERFORMER_ABOVE,
  INSIGHT_AVERAGE_INITIATION_ABOVE,
  INSIGHT_HEAVY_INITIATORS_MIN,
  INSIGHT_NEEDS_ATTENTION_MIN,
  NEEDS_ATTENTION_ANOMALIES_ABOVE,
  NEEDS_ATTENTION_RESPONSE_HOURS_ABOVE,
  NEEDS_ATTENTION_WEEKLY_CHATS_BELOW,
  STATUS_BALANCED_MAX,
  STATUS_BALANCED_MIN,
} from '#src/analysis/compare'
import type { Translate } from '#src/web/lib/i18n/use-t'

const isHeavyInitiator = (m: ComparisonMetrics) => m.initiationPercentage > HEAVY_INITIATOR_ABOVE
const isBalanced = (m: ComparisonMetrics) =>
  m.initiationPercentage >= STATUS_BALANCED_MIN && m.initiationPercentage <= STATUS_BALANCED_MAX
const needsAttention = (m: ComparisonMetrics) =>
  m.anomalyCount > NEEDS_ATTENTION_ANOMALIES_ABOVE ||
  m.averageResponseTimeHours > NEEDS_ATTENTION_RESPONSE_HOURS_ABOVE ||
  m.weeklyChats < NEEDS_ATTENTION_WEEKLY_CHATS_BELOW

export interface InsightTexts {
  insights: string[]
  insightMessage: string | null
}

/** Spec §9 insights and insight message priority, written through `t`. */
export function insightTexts(items: ComparisonItem[], t: Translate): InsightTexts {
  const analysed = items.filter((i) => i.analysis !== null).map((i) => i.metrics)
  const heavy = analysed.filter(isHeavyInitiator).length
  const attention = analysed.filter(needsAttention).length
  const balanced = analysed.filter(isBalanced).length
  const high = analysed.filter((m) => m.healthScore > HIGH_PERFORMER_ABOVE).length
  const average =
    analysed.length > 0
      ? analysed.reduce((s, m) => s + m.initiationPercentage, 0) / analysed.length
      : 0

  const insights: string[] = []
  if (high > 0)
    insights.push(t('compare.insights.highScore', { count: high, threshold: HIGH_PERFORMER_ABOVE }))
  if (balanced > 0) insights.push(t('compare.insights.balanced', { count: balanced }))
  if (heavy > 0) insights.push(t('compare.insights.heavyInitiator', { count: heavy }))
  if (attention > 0) insights.push(t('compare.insights.needsAttention', { count: attention }))

  let insightMessage: string | null = null
  if (heavy >= INSIGHT_HEAVY_INITIATORS_MIN) {
    insightMessage = t('compare.alert.heavyInitiators', { count: heavy })
  } else if (attention >= INSIGHT_NEEDS_ATTENTION_MIN) {
    insightMessage = t('compare.alert.needsAttention', { count: attention })
  } else if (analysed.length > 0 && balanced === analysed.length) {
    insightMessage = t('compare.alert.allBalanced')
  } else if (average > INSIGHT_AVERAGE_INITIATION_ABOVE) {
    insightMessage = t('compare.alert.averageInitiation', { share: Math.round(average) / 100 })
  }
  return { insights, insightMessage }
}
