import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConnectionResponseSchema, type CreateConnection } from '#src/contract/connections'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

export function useCreateConnection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateConnection) =>
      (
        await apiFetch('/api/connections', {
          method: 'POST',
          body,
          schema: ConnectionResponseSchema,
        })
      ).connection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.connections.all }),
  })
}
