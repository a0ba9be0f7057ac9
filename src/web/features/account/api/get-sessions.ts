import { queryOptions } from '@tanstack/react-query'
import { AccountSessionsResponseSchema } from '#src/contract/account'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** GET /api/account/sessions: the signed-in devices of the user, this one first. */
export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/account/sessions', { schema: AccountSessionsResponseSchema, signal }))
        .sessions,
  })
}
