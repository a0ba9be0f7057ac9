import { z } from 'zod'
import type { GapAnalysisData } from '#src/analysis/types'
import {
  AnomalySchema,
  ArchetypeSchema,
  HourOfWeekSchema,
  MonthlyStatSchema,
  ResponseTimeStatsSchema,
  RhythmBalanceOverTimeSchema,
  RhythmChaptersSchema,
  SummaryStatsSchema,
} from './analyses'

export const GapAnalysisDataSchema = z.object({
  connectionId: z.uuid(),
  connectionName: z.string(),
  connectionType: z.string(),
  dateRange: z.object({ start: z.string(), end: z.string() }),
  monthlyTimeline: z.array(MonthlyStatSchema),
  anomalies: z.array(AnomalySchema),
  summaryStats: SummaryStatsSchema,
  archetype: ArchetypeSchema,
  reassuranceMessage: z.string(),
}) satisfies z.ZodType<GapAnalysisData>

/** What only the advanced gap analysis adds: replies by side and the week's usual hours. */
export const AdvancedGapSchema = z.object({
  repliesBySide: z.object({ you: ResponseTimeStatsSchema, them: ResponseTimeStatsSchema }),
  hourOfWeek: HourOfWeekSchema,
})
export type AdvancedGap = z.infer<typeof AdvancedGapSchema>

/** The rhythm's lasting changes and who starts conversations, month by month, from the viewer's side. */
export const GapRhythmSchema = z.object({
  chapters: RhythmChaptersSchema,
  balanceOverTime: RhythmBalanceOverTimeSchema,
})
export type GapRhythm = z.infer<typeof GapRhythmSchema>

/** GET /api/connections/:id/gap-analysis: 402 on a plan without it, null data without an analysis. */
export const GapAnalysisResponseSchema = z.object({
  access: z.enum(['basic', 'advanced']),
  gapAnalysis: GapAnalysisDataSchema.nullable(),
  advanced: AdvancedGapSchema.nullable(),
  /** null for an analysis saved before chapters existed. */
  rhythm: GapRhythmSchema.nullable(),
})
export type GapAnalysisResponse = z.infer<typeof GapAnalysisResponseSchema>
