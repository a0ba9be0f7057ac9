// The shapes of docs/product.md §3 that the engine produces. The server's zod schemas in
// src/contract mirror these; a change here must be made there too (a test checks it).

export type ViewAs = 'user1' | 'user2'

export interface ResponseTimeStats {
  averageMinutes: number
  medianMinutes: number
  minMinutes: number
  maxMinutes: number
  totalResponses: number
}

/** Percentages of all responses, one decimal (docs/product.md §9 response buckets). */
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
  /** Human text, e.g. '3.2 days' (docs/product.md §9 duration units). */
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
 * addition to the days and hours of docs/product.md §9).
 */
export interface AnomalyComparison {
  value: number
  baseline: number
  /** docs/product.md §9: (value − baseline) / baseline × 100, rounded. */
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
  /** Count only: Cadence stores no conversation list (only their number, docs/product.md §3). */
  rawConversations: number
  monthlyActivity: MonthlyActivity[]
  quickStats: QuickStats
  hourOfWeek: HourOfWeek
  monthlyStats: MonthlyStat[]
  anomalies: Anomaly[]
  archetype: Archetype
  summaryStats: SummaryStats
}

/** One side's replies within a conversation (a reply no longer than the learned cut-off). */
export interface RhythmReplySide {
  count: number
  /** Minutes, one decimal; null without a reply. */
  medianMinutes: number | null
  /** 90th percentile in minutes, one decimal ("most replies within"); null without a reply. */
  p90Minutes: number | null
}

export interface RhythmReplyTimes {
  /** Gaps up to this many minutes are replies within a conversation; longer ones are pauses. */
  cutoffMinutes: number
  /** 'learned' from this pair's own gaps, or the 'default' when there are too few to learn from. */
  cutoffSource: 'learned' | 'default'
  user1: RhythmReplySide
  user2: RhythmReplySide
  /** Who writes first after a pause (a gap longer than the cut-off), and how long pauses last. */
  reopenings: {
    user1: number
    user2: number
    /** Minutes, one decimal; null without a pause. */
    medianPauseMinutes: number | null
  }
}

/** A stretch of weeks with one rhythm. Dates 'YYYY-MM-DD', both included. */
export interface RhythmChapter {
  start: string
  end: string
  /** One decimal. */
  messagesPerDay: number
  /** Median reply (any message after one of the other side's), minutes, one decimal; null without a reply. */
  replyMedianMinutes: number | null
  /** Share of the chapter's conversations User 1 started, whole percent; null without a conversation. */
  user1InitiationPercent: number | null
  /**
   * How clearly the change that opens this chapter stands out from the chat's own variation
   * (docs/analysis.md §12): 'clear' when at most 1 in 100 reorderings of its conversations
   * splits as strongly, 'likely' up to 5 in 100. Absent on the first chapter, and on analyses
   * saved before it existed.
   */
  changeClarity?: 'clear' | 'likely'
}

/** "Too few to tell" is data, never a made-up figure. */
export type RhythmChapters = { tooFewToTell: true } | { tooFewToTell: false; list: RhythmChapter[] }

export type RhythmBalanceMonth =
  | { month: string; conversations: number; tooFewToTell: true }
  | {
      /** 'YYYY-MM' */
      month: string
      conversations: number
      tooFewToTell: false
      /** Percent of the month's conversations User 1 started, one decimal. */
      user1InitiationPercent: number
      /** 95% Wilson interval of that share, percent, one decimal. */
      lowPercent: number
      highPercent: number
    }

export type RhythmBalanceOverTime =
  | { tooFewToTell: true }
  | { tooFewToTell: false; months: RhythmBalanceMonth[] }

/** Why the history may be incomplete: a code and its values; the reader's language writes it. */
export interface RhythmCoverageNote {
  /** The export holds about as many messages as WhatsApp keeps (with media, or without). */
  code: 'whatsapp-limit' | 'whatsapp-media-limit'
  /** The number of messages WhatsApp keeps in such an export. */
  limit: number
}

/** One calendar year of the export, for the year in review (docs/analysis.md §13). */
export interface RhythmYear {
  year: number
  /** 'YYYY-MM-DD': the year's first and last day inside the export. */
  coveredFrom: string
  coveredTo: string
  coveredDays: number
  /** Days with at least one message. */
  activeDays: number
  messages: number
  user1Messages: number
  conversations: number
  /** Conversations User 1 opened (docs/product.md §9's 30-minute rule). */
  user1Initiations: number
  /** Sum over the year's conversations of the minutes from their first message to their last. */
  conversationMinutes: number
  /** The longest run of days in a row with a message, inside the year. Dates 'YYYY-MM-DD'. */
  longestStreak: { days: number; start: string; end: string } | null
  /** The day with the most messages (the earliest on a tie). */
  biggestDay: { date: string; messages: number } | null
  /** The longest time without a message that began in the year; wall clock 'YYYY-MM-DDTHH:mm'. */
  longestQuiet: { minutes: number; start: string; end: string } | null
  /** The year's median pause (a gap beyond the reply cut-off), minutes, one decimal: its normal. */
  medianPauseMinutes: number | null
  /** Each side's replies inside a conversation (up to the learned cut-off). */
  replies: { user1: RhythmReplySide; user2: RhythmReplySide }
  /** Messages of both per hour of the week, Monday 00:00 first: 168 counts. */
  hourOfWeek: number[]
  /** The archetype rules read with the year's own figures. */
  rhythmType: 'companions' | 'leadFollow' | 'thoughtful' | 'deepDive' | 'checkIn' | 'balanced'
}

export interface Rhythm {
  replyTimes: RhythmReplyTimes
  /** Left out of what the server answers on a plan without them (docs/plans.md). */
  chapters?: RhythmChapters
  /** Left out of what the server answers on a plan without it (docs/plans.md). */
  balanceOverTime?: RhythmBalanceOverTime
  /** Every day with a message: ['YYYY-MM-DD', messages], oldest first. */
  calendar: { days: [string, number][] }
  /** Runs of consecutive days with at least one message. */
  streaks: {
    longestDays: number
    /** 'YYYY-MM-DD', the first day of the longest run (the earliest on a tie). */
    longestStart: string
    /** The run that ends on the export's last day. */
    currentDays: number
  }
  /** Every calendar year the export covers, oldest first; absent on analyses saved before it. */
  years?: RhythmYear[]
  coverage: {
    likelyTruncated: boolean
    /** 'YYYY-MM-DD' */
    firstDate: string
    lastDate: string
    /** null when nothing suggests missing history. */
    note: RhythmCoverageNote | null
  }
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
  /** Absent on analyses saved before it existed; analyzeChat always sets it. */
  rhythm?: Rhythm
}

/** An analysis's figures that come before its gap analysis (monthly stats, anomalies, archetype, summary). */
export type FirstFiguresData = Omit<
  AnalysisData,
  'monthlyStats' | 'anomalies' | 'archetype' | 'summaryStats'
>

/**
 * The figures of an analysis that exist as soon as the chat's one pass is read: everything but
 * the gap analysis and the rhythm. They are what the free analysis shows (docs/product.md §2), so
 * it shows them without waiting for the rest (analyzeInSteps).
 */
export type FirstFigures = Omit<AnalysisResult, 'analysisData' | 'rhythm'> & {
  analysisData: FirstFiguresData
}

/** What the engine returns: a result with its rhythm. */
export type AnalyzedChat = AnalysisResult & { rhythm: FullRhythm }

/** The rhythm as the engine computes it, chapters and balance over time included. */
export type FullRhythm = Rhythm & Required<Pick<Rhythm, 'chapters' | 'balanceOverTime' | 'years'>>

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
