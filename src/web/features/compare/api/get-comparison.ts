import { queryOptions } from '@tanstack/react-query'
import { ComparisonResponseSchema } from '../../../../contract/comparison'
import { apiFetch } from '../../../lib/api-client'

/**
 * Under ['connections'] so that adding, analysing or deleting a connection (which
 * invalidates that prefix) refreshes the comparison too.
 */
export const comparisonKey = ['connections', 'comparison'] as const

export function comparisonQuery() {
  return queryOptions({
    queryKey: comparisonKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/comparison', { schema: ComparisonResponseSchema, signal })).connections,
  })
}
