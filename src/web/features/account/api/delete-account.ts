import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { DeleteAccountResponseSchema } from '#src/contract/account'
import { ApiError, apiFetch } from '#src/web/lib/api-client'
import { useT } from '#src/web/lib/i18n/use-t'
import { clearSession } from '#src/web/lib/session-store'
import { toast } from '#src/web/lib/toast'
import { accountMessage } from '../account-messages'

/** Returns a function that deletes the account and resolves to an error message, or null on success. */
export function useDeleteAccount(): (password: string) => Promise<string | null> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { t } = useT()
  return async (password) => {
    try {
      await apiFetch('/api/account', {
        method: 'DELETE',
        body: { password },
        schema: DeleteAccountResponseSchema,
      })
    } catch (error) {
      return error instanceof ApiError
        ? accountMessage(t, error.message)
        : t('account.delete.unexpected')
    }
    queryClient.removeQueries()
    clearSession()
    toast.success(t('account.delete.deletedTitle'), t('account.delete.deleted'))
    navigate('/welcome', { replace: true })
    return null
  }
}
