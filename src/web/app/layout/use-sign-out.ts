import { useNavigate } from 'react-router'
import { useT } from '#src/web/lib/i18n/use-t'
import { clearSession, markSessionEnding } from '#src/web/lib/session-store'
import { toast } from '#src/web/lib/toast'

/** Signs out, forgets every cached answer of the previous user, and goes to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const { t } = useT()

  return async () => {
    // The auth client is loaded only when needed, to keep it off the landing page.
    const [{ authClient }, { queryClient }] = await Promise.all([
      import('#src/web/lib/auth-client'),
      import('#src/web/lib/query-client'),
    ])
    // From here a protected page that sees the session gone sends to /welcome, not /login:
    // better-auth's session signal can empty the session while the landing page still loads.
    markSessionEnding()
    const { error } = await authClient.signOut()
    if (error) {
      markSessionEnding(false)
      toast.error(t('common.nav.signOutFailed'), error.message)
      return
    }
    queryClient.removeQueries()
    clearSession()
    navigate('/welcome')
  }
}
