import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeletedResponseSchema } from '../../../../contract/connections'
import { apiFetch } from '../../../lib/api-client'
import { connectionKeys } from './query-keys'

/** Deletes the connection with its analyses, view preference and memory notes. */
export function useDeleteConnection(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/connections/${id}`, { method: 'DELETE', schema: DeletedResponseSchema }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: connectionKeys.one(id) })
      queryClient.removeQueries({ queryKey: connectionKeys.viewPreference(id) })
      queryClient.invalidateQueries({ queryKey: connectionKeys.viewPreferences, exact: true })
      return queryClient.invalidateQueries({ queryKey: connectionKeys.all })
    },
  })
}
