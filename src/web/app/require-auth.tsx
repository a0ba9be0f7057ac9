import { Navigate, Outlet, useLocation } from 'react-router'
import { OfflineGuardSlot } from '#src/web/components/pwa/pwa-slots'
import { usePwa } from '#src/web/components/pwa/use-pwa'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'
import type { FromState } from '#src/web/lib/return-to'
import { sessionEndedHere } from '#src/web/lib/session-store'
import { useSession } from '#src/web/lib/use-session'

/** Guards the signed-in area (docs/product.md §2: protected routes need both a user and a session). */
export function RequireAuth() {
  const { user, session, isPending, signedOut } = useSession()
  const location = useLocation()
  const { t } = useT()
  const { online } = usePwa()

  if (isPending) return <Spinner label={t('common.loading')} className="py-32" />
  // Signing out here goes to the landing page (docs/product.md §2), even if this renders before that navigation.
  if (signedOut && !user) return <Navigate to="/welcome" replace />
  if (!user || !session) {
    // With no network the session cannot be read: say so rather than ask to sign in.
    if (!online)
      return (
        <OfflineGuardSlot fallback={<Spinner label={t('common.loading')} className="py-32" />} />
      )
    // Signed out (or deleted) in this tab: the landing page, as the sign-out itself navigates.
    if (sessionEndedHere()) return <Navigate to="/welcome" replace />
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/login" replace state={state} />
  }
  return <Outlet />
}
