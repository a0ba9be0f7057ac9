import { queryOptions } from '@tanstack/react-query'
import { AnalysisListSchema } from '#src/contract/analyses'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Newest first: the first is the one the page shows (docs/product.md §3). */
export function getAnalysesQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: queryKeys.connections.analyses(connectionId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/connections/${connectionId}/analyses`, {
          schema: AnalysisListSchema,
          signal,
        })
      ).analyses,
    retry: false,
  })
}
