import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RevokedSessionsResponseSchema } from '#src/contract/account'
import { apiFetch } from '#src/web/lib/api-client'
import { SESSIONS_KEY } from './get-sessions'

/**
 * DELETE /api/account/sessions/:id signs out one device;
 * POST /api/account/sessions/revoke-others (`id` 'others') every device but this one.
 */
export function useRevokeSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? apiFetch('/api/account/sessions/revoke-others', {
            method: 'POST',
            schema: RevokedSessionsResponseSchema,
          })
        : apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, {
            method: 'DELETE',
            schema: RevokedSessionsResponseSchema,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  })
}
