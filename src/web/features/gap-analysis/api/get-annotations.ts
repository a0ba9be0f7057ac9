import { queryOptions } from '@tanstack/react-query'
import { AnnotationListSchema } from '#src/contract/annotations'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** The user's memory notes on this connection, newest first. */
export function getAnnotationsQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: queryKeys.connections.annotations(connectionId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/connections/${connectionId}/annotations`, {
          schema: AnnotationListSchema,
          signal,
        })
      ).annotations,
  })
}
