// The comparison page's insights block and its 'Communication Pattern Detected:' alert in the
// reader's language, from the engine's counts and alert (src/analysis/compare.ts);
// comparison-insights.test.ts holds the English to the engine's own sentences.

import {
  type ComparisonItem,
  comparisonCounts,
  HIGH_PERFORMER_ABOVE,
  type InsightAlert,
  insightAlert,
} from '#src/analysis/compare'
import type { MessageId } from '#src/i18n/messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

export interface InsightTexts {
  insights: string[]
  insightMessage: string | null
}

const ALERTS: Record<InsightAlert, MessageId> = {
  'heavy-initiators': 'compare.alert.heavyInitiators',
  'needs-attention': 'compare.alert.needsAttention',
  'all-balanced': 'compare.alert.allBalanced',
  'average-initiation': 'compare.alert.averageInitiation',
}

/** docs/product.md §9 insights and insight message priority, written through `t`. */
export function insightTexts(items: ComparisonItem[], t: Translate): InsightTexts {
  const counts = comparisonCounts(items)
  const { high, balanced, heavy, attention } = counts
  const insights: string[] = []
  if (high > 0)
    insights.push(t('compare.insights.highScore', { count: high, threshold: HIGH_PERFORMER_ABOVE }))
  if (balanced > 0) insights.push(t('compare.insights.balanced', { count: balanced }))
  if (heavy > 0) insights.push(t('compare.insights.heavyInitiator', { count: heavy }))
  if (attention > 0) insights.push(t('compare.insights.needsAttention', { count: attention }))
  const alert = insightAlert(counts)
  const values = {
    'heavy-initiators': { count: heavy },
    'needs-attention': { count: attention },
    'all-balanced': {},
    'average-initiation': { share: Math.round(counts.averageInitiation) / 100 },
  }
  return {
    insights,
    insightMessage: alert === null ? null : t(ALERTS[alert], values[alert]),
  }
}
