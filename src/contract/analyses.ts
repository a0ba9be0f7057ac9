import { z } from 'zod'

// Mirrors AnalysisResult of src/analysis/types.ts field by field (a test keeps them in
// step). Strict objects, bounded numbers, capped strings and arrays: a stored analysis
// is aggregates of bounded size, never a message list.

const count = z.number().int().min(0).max(1e9)
const amount = z.number().min(0).max(1e9)
const percent = z.number().min(0).max(100)
const signed = z.number().min(-1e9).max(1e9)
const text = (max = 500) => z.string().max(max)
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max)

/** 'YYYY-MM-DDTHH:mm', the export's wall clock. */
export const WallClockSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
const monthKey = z.string().regex(/^\d{4}-\d{2}$/)

/** A century of months: far beyond any real chat. */
export const MAX_MONTHS = 1200
export const MAX_ANOMALIES = 500

export const ResponseTimeStatsSchema = z.strictObject({
  averageMinutes: amount,
  medianMinutes: amount,
  minMinutes: amount,
  maxMinutes: amount,
  totalResponses: count,
})

const ResponseDistributionSchema = z.strictObject({
  immediate: percent,
  under_1_hour: percent,
  under_4_hours: percent,
  under_24_hours: percent,
  over_24_hours: percent,
})

const MonthlyActivitySchema = z.strictObject({
  month: monthKey,
  messageCount: count,
  yourMessages: count,
  theirMessages: count,
})

const QuickStatsSchema = z.strictObject({
  longestGap: text(60),
  quickestResponse: text(60),
  mostActiveMonth: text(60),
  averageDaily: amount,
})

const weekSide = list(list(count, 24), 7)
export const HourOfWeekSchema = z.strictObject({ user1: weekSide, user2: weekSide })

export const AnomalySchema = z.strictObject({
  id: text(120),
  type: z.enum(['silence', 'response_delay', 'initiation_shift', 'frequency_drop']),
  severity: z.enum(['critical', 'warning']),
  startDate: WallClockSchema,
  endDate: WallClockSchema,
  duration: amount,
  title: text(200),
  description: text(1000),
  therapeuticExplanation: text(2000),
  likelyFeelings: list(text(200), 20),
  reflectionPrompt: text(1000),
  impactRating: z.number().int().min(1).max(5),
  contextNotes: list(z.strictObject({ content: text(1000) }), 20),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1900).max(2200),
  normalizationStats: z.strictObject({
    mean: signed,
    standardDeviation: amount,
    sampleSize: count,
  }),
  icon: text(60),
  comparison: z.strictObject({
    value: signed,
    baseline: signed,
    percentChange: signed,
    unit: z.enum(['days', 'hours', 'percent']),
    valueLabel: text(100),
  }),
  actor: z.enum(['you', 'them', 'both']),
})

export const MonthlyStatSchema = z.strictObject({
  month: text(3),
  year: z.number().int().min(1900).max(2200),
  messageCount: count,
  avgResponseTime: amount,
  initiationBalance: percent,
  maxGapDays: amount,
  emotionalState: z.enum(['Steady', 'Close', 'Distant', 'Busy', 'Reconnecting']),
  confidenceScore: percent,
  anomalyCount: count,
  color: text(40),
  description: text(1000),
  hasSignificantEvent: z.boolean(),
})

export const ArchetypeSchema = z.strictObject({
  name: text(120),
  description: text(2000),
  traits: list(text(200), 20),
  communicationStyle: text(1000),
  responsePatterns: text(1000),
  strengths: list(text(200), 20),
  replies: z
    .strictObject({
      medianMinutes: amount,
      withinHourPercent: percent,
    })
    .nullable()
    .optional(),
})

export const SummaryStatsSchema = z.strictObject({
  criticalEvents: count,
  warningEvents: count,
  totalAnomalies: count,
  longestGapDays: amount,
  averageGapDays: amount,
})

export const AnalysisDataSchema = z.strictObject({
  conversationsDetected: count,
  user1Messages: count,
  user2Messages: count,
  conversationInitiationsByUser1: count,
  conversationInitiationsByUser2: count,
  averageConversationLength: amount,
  responseRateWithin1Hour: percent,
  responseTimeStats: ResponseTimeStatsSchema,
  responseTimeBySender: z.strictObject({
    user1: ResponseTimeStatsSchema,
    user2: ResponseTimeStatsSchema,
  }),
  responseDistribution: ResponseDistributionSchema,
  rawConversations: count,
  monthlyActivity: list(MonthlyActivitySchema, MAX_MONTHS),
  quickStats: QuickStatsSchema,
  hourOfWeek: HourOfWeekSchema,
  monthlyStats: list(MonthlyStatSchema, MAX_MONTHS),
  anomalies: list(AnomalySchema, MAX_ANOMALIES),
  archetype: ArchetypeSchema,
  summaryStats: SummaryStatsSchema,
})

/** 'YYYY-MM-DD' */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A century of days: far beyond any real chat. */
export const MAX_CALENDAR_DAYS = 36_600
/** More chapters than a century of four-week chapters is not a chat. */
const MAX_CHAPTERS = 1400
const minutesOrNull = amount.nullable()

const RhythmReplySideSchema = z.strictObject({
  count,
  medianMinutes: minutesOrNull,
  p90Minutes: minutesOrNull,
})

export const RhythmChaptersSchema = z.discriminatedUnion('tooFewToTell', [
  z.strictObject({ tooFewToTell: z.literal(true) }),
  z.strictObject({
    tooFewToTell: z.literal(false),
    list: list(
      z.strictObject({
        start: DaySchema,
        end: DaySchema,
        messagesPerDay: amount,
        replyMedianMinutes: minutesOrNull,
        user1InitiationPercent: percent.nullable(),
        changeClarity: z.enum(['clear', 'likely']).optional(),
      }),
      MAX_CHAPTERS,
    ),
  }),
])

export const RhythmBalanceOverTimeSchema = z.discriminatedUnion('tooFewToTell', [
  z.strictObject({ tooFewToTell: z.literal(true) }),
  z.strictObject({
    tooFewToTell: z.literal(false),
    months: list(
      z.discriminatedUnion('tooFewToTell', [
        z.strictObject({ month: monthKey, conversations: count, tooFewToTell: z.literal(true) }),
        z.strictObject({
          month: monthKey,
          conversations: count,
          tooFewToTell: z.literal(false),
          user1InitiationPercent: percent,
          lowPercent: percent,
          highPercent: percent,
        }),
      ]),
      MAX_MONTHS,
    ),
  }),
])

/** More years than a century is not a chat. */
const MAX_YEARS = 101
const dayRun = z.strictObject({ days: count, start: DaySchema, end: DaySchema })

const RhythmYearSchema = z.strictObject({
  year: z.number().int().min(1900).max(2200),
  coveredFrom: DaySchema,
  coveredTo: DaySchema,
  coveredDays: count,
  activeDays: count,
  messages: count,
  user1Messages: count,
  conversations: count,
  user1Initiations: count,
  conversationMinutes: count,
  longestStreak: dayRun.nullable(),
  biggestDay: z.strictObject({ date: DaySchema, messages: count }).nullable(),
  longestQuiet: z
    .strictObject({ minutes: amount, start: WallClockSchema, end: WallClockSchema })
    .nullable(),
  medianPauseMinutes: minutesOrNull,
  replies: z.strictObject({ user1: RhythmReplySideSchema, user2: RhythmReplySideSchema }),
  hourOfWeek: z.array(count).length(168),
  rhythmType: z.enum(['companions', 'leadFollow', 'thoughtful', 'deepDive', 'checkIn', 'balanced']),
})

const RhythmSchema = z.strictObject({
  replyTimes: z.strictObject({
    cutoffMinutes: amount,
    cutoffSource: z.enum(['learned', 'default']),
    user1: RhythmReplySideSchema,
    user2: RhythmReplySideSchema,
    reopenings: z.strictObject({ user1: count, user2: count, medianPauseMinutes: minutesOrNull }),
  }),
  /** Left out of the server's answer on a plan without chapters (docs/plans.md). */
  chapters: RhythmChaptersSchema.optional(),
  balanceOverTime: RhythmBalanceOverTimeSchema.optional(),
  calendar: z.strictObject({
    days: list(z.tuple([DaySchema, count]), MAX_CALENDAR_DAYS),
  }),
  streaks: z.strictObject({ longestDays: count, longestStart: DaySchema, currentDays: count }),
  /** Absent on analyses saved before the year in review. */
  years: list(RhythmYearSchema, MAX_YEARS).optional(),
  coverage: z.strictObject({
    likelyTruncated: z.boolean(),
    firstDate: DaySchema,
    lastDate: DaySchema,
    note: z
      .strictObject({ code: z.enum(['whatsapp-limit', 'whatsapp-media-limit']), limit: count })
      .nullable(),
  }),
})

export const AnalysisResultSchema = z.strictObject({
  rhythmScore: z.number().int().min(0).max(100),
  initiationRate: z.number().int().min(0).max(100),
  avgResponseTime: text(60),
  communicationPattern: text(120),
  totalMessages: count,
  dateRangeStart: WallClockSchema,
  dateRangeEnd: WallClockSchema,
  balanceInsight: text(1000),
  responseInsight: text(1000),
  healthInsight: text(1000),
  patternInsight: text(1000),
  analysisData: AnalysisDataSchema,
  /** Derived numbers only; analyses saved before it existed have none. */
  rhythm: RhythmSchema.optional(),
})
export type AnalysisResultBody = z.infer<typeof AnalysisResultSchema>

/** A stored analysis: the engine's result plus its identity. */
export const StoredAnalysisSchema = AnalysisResultSchema.extend({
  id: z.uuid(),
  connectionId: z.uuid(),
  createdAt: z.string(),
})
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>

/** The figures a dashboard card shows, without the bulky analysisData. */
export const AnalysisSummarySchema = z.object({
  id: z.uuid(),
  rhythmScore: z.number(),
  initiationRate: z.number(),
  totalMessages: z.number(),
  avgResponseTime: z.string(),
  communicationPattern: z.string(),
  dateRangeStart: z.string(),
  dateRangeEnd: z.string(),
  createdAt: z.string(),
})
export type AnalysisSummary = z.infer<typeof AnalysisSummarySchema>

/** Newest first: the first is the one a page shows (docs/product.md §3). */
export const AnalysisListSchema = z.object({ analyses: z.array(StoredAnalysisSchema) })
export const AnalysisResponseSchema = z.object({ analysis: StoredAnalysisSchema })

// docs/product.md §8: analysis messages.
export const ANALYSIS_COMPLETE_TITLE = 'Analysis Complete'
export const analysisCompleteMessage = (name: string) => `Successfully analyzed chat with ${name}`
export const ANALYSIS_FAILED_TITLE = 'Analysis Failed'
export const ANALYSIS_FAILED_FALLBACK = 'Failed to analyze chat'
export const UPLOAD_FAILED_TITLE = 'Upload Failed'
// docs/product.md §5: signed-in chat upload.
export const UPLOAD_NOT_TXT = 'Please upload a .txt file (obfuscated chat export)'
export const UPLOAD_TOO_LARGE = 'File size must be less than 10MB'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
