import { queryOptions } from '@tanstack/react-query'
import { ViewPreferenceListSchema } from '../../../../contract/view-preferences'
import { apiFetch } from '../../../lib/api-client'
import { queryKeys } from '../../../lib/query-keys'

/** Every saved view preference of the user: a card reads its figures from the chosen side. */
export function viewPreferencesListQuery() {
  return queryOptions({
    queryKey: queryKeys.viewPreferences.all,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/view-preferences', { schema: ViewPreferenceListSchema, signal }))
        .preferences,
  })
}
