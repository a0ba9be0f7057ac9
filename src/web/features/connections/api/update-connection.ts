import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConnectionResponseSchema, type UpdateConnection } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

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
      queryClient.setQueryData(queryKeys.connections.one(id), connection)
      return queryClient.invalidateQueries({ queryKey: queryKeys.connections.all })
    },
  })
}
