import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type UpsertViewPreference,
  ViewPreferenceResponseSchema,
} from '#src/contract/view-preferences'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Creates or updates (docs/product.md §3 upsert). */
export function useSaveViewPreference(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpsertViewPreference) =>
      (
        await apiFetch(`/api/view-preferences/${connectionId}`, {
          method: 'PUT',
          body,
          schema: ViewPreferenceResponseSchema,
        })
      ).preference,
    onSuccess: (preference) => {
      queryClient.setQueryData(queryKeys.viewPreferences.one(connectionId), preference)
      return queryClient.invalidateQueries({
        queryKey: queryKeys.viewPreferences.all,
        exact: true,
      })
    },
  })
}
