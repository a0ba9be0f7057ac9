import { queryOptions } from '@tanstack/react-query'
import { GapAnalysisResponseSchema } from '#src/contract/gap-analysis'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/**
 * The gap analysis at the level of the user's plan, seen from the side they chose; the server
 * answers 402 when the plan has none, and a null analysis when the connection has no chat yet.
 */
export function getGapAnalysisQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: queryKeys.connections.gapAnalysis(connectionId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/connections/${connectionId}/gap-analysis`, {
        schema: GapAnalysisResponseSchema,
        signal,
      }),
    retry: false,
  })
}
