import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AccountSessionsResponseSchema,
  RevokedSessionsResponseSchema,
} from '../../../../contract/account'
import { apiFetch } from '../../../lib/api-client'

const SESSIONS_KEY = ['account', 'sessions'] as const

/** The signed-in devices of the user, this one first. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/account/sessions', { schema: AccountSessionsResponseSchema, signal }))
        .sessions,
  })
}

/** Signs out one device, or every device but this one (`id` 'others'). */
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

export function useRefreshSessions() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })
}
