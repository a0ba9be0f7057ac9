import { queryOptions } from '@tanstack/react-query'
import { ViewPreferenceResponseSchema } from '#src/contract/view-preferences'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Null when the user saved no preference for this connection. */
export function getViewPreferenceQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: queryKeys.viewPreferences.one(connectionId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/view-preferences/${connectionId}`, {
          schema: ViewPreferenceResponseSchema,
          signal,
        })
      ).preference,
    retry: false,
  })
}
