import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AnalysisResult } from '../../../../analysis/types'
import { AnalysisResponseSchema } from '../../../../contract/analyses'
import { apiFetch } from '../../../lib/api-client'
import { queryKeys } from '../../../lib/query-keys'

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections.all }),
  })
}
