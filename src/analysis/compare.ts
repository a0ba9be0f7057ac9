// The comparison page (docs/product.md §9 "Comparison rules"): builds, sorts and
// summarises the items, and picks the insight texts.

import {
  type CompareInput,
  type CompareSort,
  type Comparison,
  type ComparisonItem,
  type ComparisonMetrics,
  compareStatus,
  comparisonMetrics,
  DEFAULT_SORT,
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
  STATUS_LABELS,
} from './compare-rules'

export * from './compare-rules'

const SORT_VALUE: Record<CompareSort, (m: ComparisonMetrics) => number> = {
  initiation: (m) => m.initiationPercentage,
  responseTime: (m) => m.averageResponseTimeHours,
  health: (m) => m.healthScore,
  frequency: (m) => m.weeklyChats,
  anomalies: (m) => m.anomalyCount,
}

/** Highest first on the chosen metric; connections without analysis last; ties by name. */
export function sortComparison(
  items: ComparisonItem[],
  sort: CompareSort = DEFAULT_SORT,
): ComparisonItem[] {
  const value = SORT_VALUE[sort]
  return [...items].sort(
    (a, b) =>
      Number(a.analysis === null) - Number(b.analysis === null) ||
      value(b.metrics) - value(a.metrics) ||
      a.connection.name.localeCompare(b.connection.name),
  )
}

const isHeavyInitiator = (m: ComparisonMetrics) => m.initiationPercentage > HEAVY_INITIATOR_ABOVE
const isBalanced = (m: ComparisonMetrics) =>
  m.initiationPercentage >= STATUS_BALANCED_MIN && m.initiationPercentage <= STATUS_BALANCED_MAX
const needsAttention = (m: ComparisonMetrics) =>
  m.anomalyCount > NEEDS_ATTENTION_ANOMALIES_ABOVE ||
  m.averageResponseTimeHours > NEEDS_ATTENTION_RESPONSE_HOURS_ABOVE ||
  m.weeklyChats < NEEDS_ATTENTION_WEEKLY_CHATS_BELOW

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** How many analysed connections fall under each of the insights of docs/product.md §9, and the average first move. */
export interface ComparisonCounts {
  analysed: number
  high: number
  balanced: number
  heavy: number
  attention: number
  /** Mean initiation percentage over the analysed connections (0 when none). */
  averageInitiation: number
}

/** Which alert the comparison shows, by the priority of docs/product.md §9; null for none. */
export type InsightAlert =
  | 'heavy-initiators'
  | 'needs-attention'
  | 'all-balanced'
  | 'average-initiation'

export function comparisonCounts(items: ComparisonItem[]): ComparisonCounts {
  const analysed = items.filter((i) => i.analysis !== null).map((i) => i.metrics)
  return {
    analysed: analysed.length,
    high: analysed.filter((m) => m.healthScore > HIGH_PERFORMER_ABOVE).length,
    balanced: analysed.filter(isBalanced).length,
    heavy: analysed.filter(isHeavyInitiator).length,
    attention: analysed.filter(needsAttention).length,
    averageInitiation:
      analysed.length > 0
        ? analysed.reduce((s, m) => s + m.initiationPercentage, 0) / analysed.length
        : 0,
  }
}

export function insightAlert(counts: ComparisonCounts): InsightAlert | null {
  if (counts.heavy >= INSIGHT_HEAVY_INITIATORS_MIN) return 'heavy-initiators'
  if (counts.attention >= INSIGHT_NEEDS_ATTENTION_MIN) return 'needs-attention'
  if (counts.analysed > 0 && counts.balanced === counts.analysed) return 'all-balanced'
  if (counts.averageInitiation > INSIGHT_AVERAGE_INITIATION_ABOVE) return 'average-initiation'
  return null
}

/** The insights block and the priority alert (docs/product.md §9 insight message priority), in English. */
export function comparisonInsights(
  items: ComparisonItem[],
): Pick<Comparison, 'insights' | 'insightMessage'> {
  const counts = comparisonCounts(items)
  const { high, balanced, heavy, attention } = counts
  const insights: string[] = []
  if (high > 0)
    insights.push(
      `${plural(high, 'connection')} with a rhythm score above ${HIGH_PERFORMER_ABOVE}.`,
    )
  if (balanced > 0)
    insights.push(`${plural(balanced, 'connection')} where you share the first move evenly.`)
  if (heavy > 0) insights.push(`${plural(heavy, 'connection')} where you start most conversations.`)
  if (attention > 0) {
    insights.push(
      `${plural(attention, 'connection')} that could use a little attention: long pauses, slow replies or quiet weeks.`,
    )
  }
  const alerts: Record<InsightAlert, string> = {
    'heavy-initiators': `You initiate 80%+ of conversations in ${heavy} relationships. Reaching out is a gift; it may be worth making room for others to reach out to you too.`,
    'needs-attention': `${attention} connections might need some attention. A small, low-pressure check-in can go a long way.`,
    'all-balanced':
      'All your connections are balanced: you and the people you care about share the effort of staying in touch.',
    'average-initiation': `On average you start ${Math.round(counts.averageInitiation)}% of conversations. You are a natural connector; notice whether others get the chance to reach out too.`,
  }
  const alert = insightAlert(counts)
  return { insights, insightMessage: alert === null ? null : alerts[alert] }
}

export function buildComparison(
  inputs: CompareInput[],
  sort: CompareSort = DEFAULT_SORT,
): Comparison {
  const items: ComparisonItem[] = inputs.map(({ connection, analysis }) => {
    const status = compareStatus(analysis)
    return {
      connection,
      analysis,
      metrics: comparisonMetrics(analysis),
      status,
      statusLabel: STATUS_LABELS[status],
      lastChatDate: analysis?.dateRangeEnd ?? null,
    }
  })
  const analysed = items.filter((i) => i.analysis !== null)
  return {
    items: sortComparison(items, sort),
    summary: {
      totalConnections: items.length,
      needAttention: items.filter((i) => i.status === 'needs-attention').length,
      balanced: items.filter((i) => i.status === 'balanced').length,
      avgYouInitiate:
        analysed.length > 0
          ? Math.round(
              analysed.reduce((s, i) => s + i.metrics.initiationPercentage, 0) / analysed.length,
            )
          : 0,
    },
    ...comparisonInsights(items),
  }
}
