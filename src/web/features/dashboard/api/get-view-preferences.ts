import { queryOptions } from '@tanstack/react-query'
import { ViewPreferenceListSchema } from '#src/contract/view-preferences'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Every saved view preference of the user: a card reads its figures from the chosen side. */
export function getViewPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.viewPreferences.all,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/view-preferences', { schema: ViewPreferenceListSchema, signal }))
        .preferences,
  })
}
