import { useNavigate } from 'react-router'
import { toast } from '../../lib/toast'
import { clearSession } from '../../lib/use-session'

/** Signs out, forgets every cached answer of the previous user, and goes to the landing page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()

  return async () => {
    // The auth client is loaded only when needed, to keep it off the landing page.
    const [{ authClient }, { queryClient }] = await Promise.all([
      import('../../lib/auth-client'),
      import('../../lib/query-client'),
    ])
    const { error } = await authClient.signOut()
    if (error) {
      toast.error('Sign out failed', error.message)
      return
    }
    queryClient.removeQueries()
    clearSession()
    navigate('/welcome')
  }
}
