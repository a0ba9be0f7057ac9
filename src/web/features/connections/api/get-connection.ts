import { queryOptions } from '@tanstack/react-query'
import { ConnectionResponseSchema } from '../../../../contract/connections'
import { apiFetch } from '../../../lib/api-client'
import { queryKeys } from '../../../lib/query-keys'

export function connectionQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.connections.one(id),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/connections/${id}`, { schema: ConnectionResponseSchema, signal }))
        .connection,
    retry: false,
  })
}
