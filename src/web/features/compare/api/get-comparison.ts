import { queryOptions } from '@tanstack/react-query'
import { ComparisonResponseSchema } from '#src/contract/comparison'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/**
 * Under ['connections'] so that adding, analysing or deleting a connection (which
 * invalidates that prefix) refreshes the comparison too.
 */

export function getComparisonQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.connections.comparison,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/comparison', { schema: ComparisonResponseSchema, signal })).connections,
  })
}
