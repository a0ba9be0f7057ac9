import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeletedResponseSchema } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

export function useDeleteViewPreference(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/view-preferences/${connectionId}`, {
        method: 'DELETE',
        schema: DeletedResponseSchema,
      }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.viewPreferences.one(connectionId), null)
      return queryClient.invalidateQueries({
        queryKey: queryKeys.viewPreferences.all,
        exact: true,
      })
    },
  })
}
