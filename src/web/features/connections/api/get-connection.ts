import { queryOptions } from '@tanstack/react-query'
import { ConnectionResponseSchema } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

export function getConnectionQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.connections.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/connections/${id}`, { schema: ConnectionResponseSchema, signal }))
        .connection,
    retry: false,
  })
}
