import { z } from 'zod'
import { StoredAnalysisSchema } from './analyses'
import { ConnectionSchema } from './connections'

/** The comparison needs at least this many analysed connections to say anything. */
export const MIN_COMPARED_CONNECTIONS = 2

/**
 * Each of the user's connections, newest first, with its newest analysis read from the
 * side the user chose in the connection's view preference (null before any upload).
 */
export const ComparisonInputSchema = z.object({
  connection: ConnectionSchema,
  analysis: StoredAnalysisSchema.nullable(),
})
export type ComparisonInputItem = z.infer<typeof ComparisonInputSchema>

export const ComparisonResponseSchema = z.object({
  connections: z.array(ComparisonInputSchema),
})
