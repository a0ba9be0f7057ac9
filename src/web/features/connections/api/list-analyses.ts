import { queryOptions } from '@tanstack/react-query'
import { AnalysisListSchema } from '../../../../contract/analyses'
import { apiFetch } from '../../../lib/api-client'
import { queryKeys } from '../../../lib/query-keys'

/** Newest first: the first is the one the page shows (spec §3). */
export function analysesQuery(connectionId: string) {
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
