import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnalysisResult } from '#src/analysis/types'
import { AnalysisResponseSchema, type StoredAnalysis } from '#src/contract/analyses'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/**
 * Sends the engine's aggregates only: the chat itself never leaves the browser. The upload on a
 * connection's page and a chat shared from another app both save through it.
 */
export function useCreateAnalysis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      connectionId,
      result,
    }: {
      connectionId: string
      result: AnalysisResult
    }) =>
      (
        await apiFetch(`/api/connections/${connectionId}/analyses`, {
          method: 'POST',
          body: result,
          schema: AnalysisResponseSchema,
        })
      ).analysis,
    onSuccess: (analysis, { connectionId }) => {
      // The page shows the saved analysis at once, from the answer; what else depends on the
      // connection (its list entry, the plan usage, the comparison) refreshes behind it.
      const analyses = queryKeys.connections.analyses(connectionId)
      queryClient.setQueryData<StoredAnalysis[]>(analyses, (old) => [analysis, ...(old ?? [])])
      void queryClient.invalidateQueries({
        queryKey: queryKeys.connections.all,
        predicate: (query) => query.queryKey.join('/') !== analyses.join('/'),
      })
    },
  })
}
