import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { DeleteAccountResponseSchema } from '#src/contract/account'
import { ApiError, apiFetch } from '#src/web/lib/api-client'
import { toast } from '#src/web/lib/toast'
import { clearSession } from '#src/web/lib/use-session'

/** Returns a function that deletes the account and resolves to an error message, or null on success. */
export function useDeleteAccount(): (password: string) => Promise<string | null> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (password) => {
    try {
      await apiFetch('/api/account', {
        method: 'DELETE',
        body: { password },
        schema: DeleteAccountResponseSchema,
      })
    } catch (error) {
      return error instanceof ApiError
        ? error.message
        : 'An unexpected error occurred. Please try again.'
    }
    queryClient.removeQueries()
    clearSession()
    toast.success('Account deleted', 'Your account and all its data are gone.')
    navigate('/welcome', { replace: true })
    return null
  }
}
