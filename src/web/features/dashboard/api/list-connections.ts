import { queryOptions } from '@tanstack/react-query'
import { ConnectionListSchema } from '../../../../contract/connections'
import { apiFetch } from '../../../lib/api-client'

/** Newest first, each with its newest analysis. The connections pages invalidate ['connections']. */
export function connectionsListQuery() {
  return queryOptions({
    queryKey: ['connections'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/connections', { schema: ConnectionListSchema, signal })).connections,
  })
}
