import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DeletedResponseSchema } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Deletes the connection with its analyses, view preference and memory notes. */
export function useDeleteConnection(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/connections/${id}`, { method: 'DELETE', schema: DeletedResponseSchema }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.connections.one(id) })
      queryClient.removeQueries({ queryKey: queryKeys.viewPreferences.one(id) })
      queryClient.invalidateQueries({ queryKey: queryKeys.viewPreferences.all, exact: true })
      return queryClient.invalidateQueries({ queryKey: queryKeys.connections.all })
    },
  })
}
