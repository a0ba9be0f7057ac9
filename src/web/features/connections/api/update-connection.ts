import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConnectionResponseSchema, type UpdateConnection } from '../../../../contract/connections'
import { apiFetch } from '../../../lib/api-client'
import { connectionKeys } from './query-keys'

export function useUpdateConnection(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateConnection) =>
      (
        await apiFetch(`/api/connections/${id}`, {
          method: 'PATCH',
          body,
          schema: ConnectionResponseSchema,
        })
      ).connection,
    onSuccess: (connection) => {
      queryClient.setQueryData(connectionKeys.one(id), connection)
      return queryClient.invalidateQueries({ queryKey: connectionKeys.all })
    },
  })
}
