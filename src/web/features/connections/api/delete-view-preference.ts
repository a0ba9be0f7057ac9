import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeletedResponseSchema } from '../../../../contract/connections'
import { apiFetch } from '../../../lib/api-client'
import { connectionKeys } from './query-keys'

export function useDeleteViewPreference(connectionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/view-preferences/${connectionId}`, {
        method: 'DELETE',
        schema: DeletedResponseSchema,
      }),
    onSuccess: () => {
      queryClient.setQueryData(connectionKeys.viewPreference(connectionId), null)
      return queryClient.invalidateQueries({
        queryKey: connectionKeys.viewPreferences,
        exact: true,
      })
    },
  })
}
