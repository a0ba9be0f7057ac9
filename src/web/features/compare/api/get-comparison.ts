import { queryOptions } from '@tanstack/react-query'
import { ComparisonResponseSchema } from '../../../../contract/comparison'
import { apiFetch } from '../../../lib/api-client'
import { queryKeys } from '../../../lib/query-keys'

/**
 * Under ['connections'] so that adding, analysing or deleting a connection (which
 * invalidates that prefix) refreshes the comparison too.
 */

export function comparisonQuery() {
  return queryOptions({
    queryKey: queryKeys.connections.comparison,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/comparison', { schema: ComparisonResponseSchema, signal })).connections,
  })
}
