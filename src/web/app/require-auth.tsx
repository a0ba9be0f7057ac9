import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '../components/ui/spinner'
import { useSession } from '../lib/use-session'

/** The location a protected page was asked for; sign-in reads it to go back there. */
export type FromState = { from: { pathname: string; search: string; hash: string } }

/** Guards the signed-in area (spec §2: protected routes need both a user and a session). */
export function RequireAuth() {
  const { user, session, isPending } = useSession()
  const location = useLocation()

  if (isPending) return <Spinner label="Loading..." className="py-32" />
  if (!user || !session) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/login" replace state={state} />
  }
  return <Outlet />
}
