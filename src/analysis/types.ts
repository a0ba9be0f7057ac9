// The shapes of SPEC §3 that the engine produces. The server's zod schemas in
// src/contract mirror these; a change here must be made there too (a test checks it).

export type ViewAs = 'user1' | 'user2'

export interface ResponseTimeStats {
  averageMinutes: number
  medianMinutes: number
  minMinutes: number
  maxMinutes: number
  totalResponses: number
}

/** Percentages of all responses, one decimal (SPEC §9 response buckets). */
export interface ResponseDistribution {
  immediate: number
  under_1_hour: number
  under_4_hours: number
  under_24_hours: number
  over_24_hours: number
}

export interface MonthlyActivity {
  /** YYYY-MM */
  month: string
  messageCount: number
  yourMessages: number
  theirMessages: number
}

export interface QuickStats {
  /** Human text, e.g. '3.2 days' (SPEC §9 duration units). */
  longestGap: string
  quickestResponse: string
  /** e.g. 'Mar 2024' */
  mostActiveMonth: string
  averageDaily: number
}

/** Messages per hour of the week, from User 1's and User 2's side: 7 rows (Monday first) × 24 hours. */
export interface HourOfWeek {
  user1: number[][]
  user2: number[][]
}

export type AnomalyType = 'silence' | 'response_delay' | 'initiation_shift' | 'frequency_drop'
export type Severity = 'critical' | 'warning'

/**
 * What an anomaly is measured by. silence: the gap in days vs your normal gap;
 * response_delay: the typical (median) reply time in hours; frequency_drop: the
 * average time between conversations in hours; initiation_shift: the share of
 * conversations the changing person started, in percent ('percent' is Cadence's
 * addition to the spec's days/hours).
 */
export interface AnomalyComparison {
  value: number
  baseline: number
  /** Spec §9: (value − baseline) / baseline × 100, rounded. */
  percentChange: number
  unit: 'days' | 'hours' | 'percent'
  /** Label of the value, e.g. 'Gap Duration', 'Typical Reply Time'. The baseline is 'Your Normal'. */
  valueLabel: string
}

/** Whose behaviour changed, from the viewer's side: swapped by viewAs. */
export type AnomalyActor = 'you' | 'them' | 'both'

export interface Anomaly {
  /** Stable for the same chat: annotations are keyed by it. */
  id: string
  type: AnomalyType
  severity: Severity
  /** ISO date-time of the export's wall clock, no zone: 'YYYY-MM-DDTHH:mm' */
  startDate: string
  endDate: string
  /** Length of the event in days, one decimal. */
  duration: number
  title: string
  description: string
  therapeuticExplanation: string
  likelyFeelings: string[]
  reflectionPrompt: string
  /** 1 (slight) to 5 (strong). */
  impactRating: number
  contextNotes: { content: string }[]
  /** 1-12 */
  month: number
  year: number
  normalizationStats: { mean: number; standardDeviation: number; sampleSize: number }
  /** A lucide icon name: 'moon', 'clock', 'arrow-left-right', 'trending-down'. */
  icon: string
  comparison: AnomalyComparison
  actor: AnomalyActor
}

export type EmotionalState = 'Steady' | 'Close' | 'Distant' | 'Busy' | 'Reconnecting'

export interface MonthlyStat {
  /** 'Jan' … 'Dec' */
  month: string
  year: number
  messageCount: number
  /** Hours, one decimal. */
  avgResponseTime: number
  /** Percent of conversations User 1 started that month. */
  initiationBalance: number
  maxGapDays: number
  emotionalState: EmotionalState
  confidenceScore: number
  anomalyCount: number
  color: string
  description: string
  hasSignificantEvent: boolean
}

/** The figures the archetype's reply sentence is written from: null when nobody replied. */
export interface ArchetypeReplies {
  medianMinutes: number
  /** Percent of replies within an hour, one decimal. */
  withinHourPercent: number
}

export interface Archetype {
  name: string
  description: string
  traits: string[]
  communicationStyle: string
  responsePatterns: string
  strengths: string[]
  /** A personal archetype's reply figures (absent from the default one and from older analyses). */
  replies?: ArchetypeReplies | null
}

export interface SummaryStats {
  criticalEvents: number
  warningEvents: number
  totalAnomalies: number
  longestGapDays: number
  averageGapDays: number
}

export interface AnalysisData {
  conversationsDetected: number
  user1Messages: number
  user2Messages: number
  conversationInitiationsByUser1: number
  conversationInitiationsByUser2: number
  averageConversationLength: number
  responseRateWithin1Hour: number
  responseTimeStats: ResponseTimeStats
  /** Per side: User 1's responses (to User 2) and User 2's responses (to User 1). */
  responseTimeBySender: { user1: ResponseTimeStats; user2: ResponseTimeStats }
  responseDistribution: ResponseDistribution
  /** Count only: Cadence stores no conversation list (the spec's rawConversations). */
  rawConversations: number
  monthlyActivity: MonthlyActivity[]
  quickStats: QuickStats
  hourOfWeek: HourOfWeek
  monthlyStats: MonthlyStat[]
  anomalies: Anomaly[]
  archetype: Archetype
  summaryStats: SummaryStats
}

export interface AnalysisResult {
  rhythmScore: number
  initiationRate: number
  avgResponseTime: string
  communicationPattern: string
  totalMessages: number
  /** 'YYYY-MM-DDTHH:mm', the export's wall clock. */
  dateRangeStart: string
  dateRangeEnd: string
  balanceInsight: string
  responseInsight: string
  healthInsight: string
  patternInsight: string
  analysisData: AnalysisData
}

export interface GapAnalysisData {
  connectionId: string
  connectionName: string
  connectionType: string
  dateRange: { start: string; end: string }
  monthlyTimeline: MonthlyStat[]
  anomalies: Anomaly[]
  summaryStats: SummaryStats
  archetype: Archetype
  reassuranceMessage: string
}
