import { queryOptions } from '@tanstack/react-query'
import { ConnectionListSchema } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Newest first, each with its newest analysis. The connections pages invalidate ['connections']. */
export function getConnectionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.connections.all,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/connections', { schema: ConnectionListSchema, signal })).connections,
  })
}
