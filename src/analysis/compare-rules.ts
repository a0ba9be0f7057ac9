// Comparison rules (docs/product.md §9) and compare status (docs/product.md §4): the shapes,
// thresholds, metrics and status of one connection.

import { parseDurationText } from './duration-text'
import { round1 } from './rounding'
import type { AnalysisResult, ViewAs } from './types'

export type CompareStatus = 'healthy' | 'balanced' | 'one-sided' | 'needs-attention'
export type CompareSort = 'initiation' | 'responseTime' | 'health' | 'frequency' | 'anomalies'

export const STATUS_LABELS: Record<CompareStatus, string> = {
  healthy: 'Healthy',
  balanced: 'Balanced',
  'one-sided': 'One-Sided',
  'needs-attention': 'Needs Attention',
}
export const SORT_OPTIONS: readonly { value: CompareSort; label: string }[] = [
  { value: 'initiation', label: 'Initiation %' },
  { value: 'responseTime', label: 'Response Time' },
  { value: 'health', label: 'Health Score' },
  { value: 'frequency', label: 'Weekly Chats' },
  { value: 'anomalies', label: 'Anomaly Count' },
]
export const DEFAULT_SORT: CompareSort = 'initiation'

/** docs/product.md §4 status rules. */
export const STATUS_BALANCED_MIN = 40
export const STATUS_BALANCED_MAX = 60
export const STATUS_GOOD_SCORE = 70
export const STATUS_ONE_SIDED_ABOVE = 80
export const STATUS_ONE_SIDED_BELOW = 20
/** docs/product.md §9 comparison rules. */
export const HEAVY_INITIATOR_ABOVE = 75
export const NEEDS_ATTENTION_ANOMALIES_ABOVE = 5
export const NEEDS_ATTENTION_RESPONSE_HOURS_ABOVE = 24
export const NEEDS_ATTENTION_WEEKLY_CHATS_BELOW = 1
export const HIGH_PERFORMER_ABOVE = 80
export const INSIGHT_HEAVY_INITIATORS_MIN = 4
export const INSIGHT_NEEDS_ATTENTION_MIN = 3
export const INSIGHT_AVERAGE_INITIATION_ABOVE = 70

export interface CompareConnection {
  id: string
  name: string
  relationshipType: string | null
}

/**
 * What the comparison reads of an analysis (docs/product.md §9): the figures a card shows and
 * the counts its metrics come from, so a page can be sent this instead of whole analyses.
 */
export interface ComparedAnalysis {
  rhythmScore: number
  /** The share of conversations "you" start, from the side the reader chose. */
  initiationRate: number
  /** The average response time as the engine writes it ('2.5 hours'). */
  avgResponseTime: string
  /** 'YYYY-MM-DDTHH:mm' of the last message. */
  dateRangeEnd: string
  /** Months of the monthly activity, and the messages over them. */
  months: number
  monthlyMessages: number
  /** The anomalies the reader's plan shows. */
  anomalyCount: number
}

/** The comparison's figures of a whole analysis. */
export function comparedAnalysis(analysis: AnalysisResult): ComparedAnalysis {
  const months = analysis.analysisData?.monthlyActivity ?? []
  return {
    rhythmScore: analysis.rhythmScore,
    initiationRate: analysis.initiationRate,
    avgResponseTime: analysis.avgResponseTime,
    dateRangeEnd: analysis.dateRangeEnd,
    months: months.length,
    monthlyMessages: months.reduce((sum, m) => sum + m.messageCount, 0),
    anomalyCount: analysis.analysisData?.anomalies?.length ?? 0,
  }
}

/**
 * The figures from the other side (docs/product.md §4 view-as, as `viewAs` turns a whole
 * analysis): only who starts swaps; the rest is the pair's.
 */
export function viewComparedAs<A extends ComparedAnalysis>(analysis: A, view: ViewAs): A {
  return view === 'user1'
    ? analysis
    : { ...analysis, initiationRate: 100 - analysis.initiationRate }
}

export interface CompareInput {
  connection: CompareConnection
  analysis: ComparedAnalysis | null
}

export interface ComparisonMetrics {
  initiationPercentage: number
  averageResponseTimeHours: number
  weeklyChats: number
  healthScore: number
  anomalyCount: number
}

export interface ComparisonItem extends CompareInput {
  metrics: ComparisonMetrics
  status: CompareStatus
  statusLabel: string
  /** 'YYYY-MM-DDTHH:mm' of the last message, or null without an analysis. */
  lastChatDate: string | null
}

export interface ComparisonSummary {
  totalConnections: number
  needAttention: number
  balanced: number
  /** Rounded mean initiation % over analysed connections (0 when none). */
  avgYouInitiate: number
}

export interface Comparison {
  items: ComparisonItem[]
  summary: ComparisonSummary
  insights: string[]
  /** The 'Communication Pattern Detected:' alert, or null. */
  insightMessage: string | null
}

/** docs/product.md §9: total monthly message count / number of months × 7/30, one decimal. */
export function weeklyChats({ months, monthlyMessages }: ComparedAnalysis): number {
  if (months === 0) return 0
  return round1((monthlyMessages / months) * (7 / 30))
}

/** docs/product.md §9: the number in the response-time text, read in its unit ('12.5 minutes' is 0.2 hours). */
export function averageResponseHours(analysis: ComparedAnalysis): number {
  const minutes = parseDurationText(analysis.avgResponseTime ?? '')
  return Number.isFinite(minutes) ? round1(minutes / 60) : 0
}

export function comparisonMetrics(analysis: ComparedAnalysis | null): ComparisonMetrics {
  if (!analysis) {
    return {
      initiationPercentage: 0,
      averageResponseTimeHours: 0,
      weeklyChats: 0,
      healthScore: 0,
      anomalyCount: 0,
    }
  }
  return {
    initiationPercentage: analysis.initiationRate,
    averageResponseTimeHours: averageResponseHours(analysis),
    weeklyChats: weeklyChats(analysis),
    healthScore: analysis.rhythmScore,
    anomalyCount: analysis.anomalyCount,
  }
}

/** docs/product.md §4, first matching rule. */
export function compareStatus(analysis: ComparedAnalysis | null): CompareStatus {
  if (!analysis) return 'needs-attention'
  const initiation = analysis.initiationRate
  const score = analysis.rhythmScore
  if (
    initiation >= STATUS_BALANCED_MIN &&
    initiation <= STATUS_BALANCED_MAX &&
    score >= STATUS_GOOD_SCORE
  ) {
    return 'balanced'
  }
  if (initiation > STATUS_ONE_SIDED_ABOVE || initiation < STATUS_ONE_SIDED_BELOW) return 'one-sided'
  if (score >= STATUS_GOOD_SCORE) return 'healthy'
  return 'needs-attention'
}
