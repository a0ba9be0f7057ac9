import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnalysisResult } from '#src/analysis/types'
import { AnalysisResponseSchema } from '#src/contract/analyses'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'
import { getAnalysesQueryOptions } from './get-analyses'

/** Sends the engine's aggregates only: the chat itself never leaves the browser. */
export function useCreateAnalysis(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (result: AnalysisResult) =>
      (
        await apiFetch(`/api/connections/${connectionId}/analyses`, {
          method: 'POST',
          body: result,
          schema: AnalysisResponseSchema,
        })
      ).analysis,
    onSuccess: (analysis) => {
      // The page shows the saved analysis at once, from the answer; what else depends on the
      // connection (its list entry, the plan usage, the comparison) refreshes behind it.
      const analyses = getAnalysesQueryOptions(connectionId).queryKey
      queryClient.setQueryData(analyses, (old) => [analysis, ...(old ?? [])])
      void queryClient.invalidateQueries({
        queryKey: queryKeys.connections.all,
        predicate: (query) => query.queryKey.join('/') !== analyses.join('/'),
      })
    },
  })
}
