import { z } from 'zod'
import { ConnectionSchema } from './connections'

/** The comparison needs at least this many analysed connections to say anything. */
export const MIN_COMPARED_CONNECTIONS = 2

const count = z.number().int().min(0)

/**
 * What the comparison page shows of a connection's newest analysis (the engine's
 * ComparedAnalysis, src/analysis/compare-rules.ts), never the analysis itself: a user's
 * analyses together can run to megabytes.
 */
export const ComparedAnalysisSchema = z.object({
  id: z.uuid(),
  rhythmScore: z.number(),
  initiationRate: z.number(),
  avgResponseTime: z.string(),
  dateRangeEnd: z.string(),
  months: count,
  monthlyMessages: count,
  anomalyCount: count,
})
export type ComparedAnalysisItem = z.infer<typeof ComparedAnalysisSchema>

/**
 * Each of the user's connections, newest first, with its newest analysis's figures read from
 * the side the user chose in the connection's view preference (null before any upload).
 */
export const ComparisonInputSchema = z.object({
  connection: ConnectionSchema,
  analysis: ComparedAnalysisSchema.nullable(),
})
export type ComparisonInputItem = z.infer<typeof ComparisonInputSchema>

export const ComparisonResponseSchema = z.object({
  connections: z.array(ComparisonInputSchema),
})
