import { lazy, type ReactNode, Suspense } from 'react'
import { withMessages } from '#src/web/lib/i18n/with-messages'
import { useSession } from '#src/web/lib/use-session'
import type { PwaPart } from './pwa-layer'
import { usePwa } from './use-pwa'

// The pieces, and their words, load only when one has something to show: the landing page's
// first download carries none of them.
const PwaLayer = lazy(withMessages(['pwa'], () => import('./pwa-layer')))

function Slot({
  part,
  show,
  signedIn = false,
  fallback = null,
}: {
  part: PwaPart
  show: boolean
  signedIn?: boolean
  fallback?: ReactNode
}) {
  if (!show) return null
  return (
    <Suspense fallback={fallback}>
      <PwaLayer part={part} signedIn={signedIn} />
    </Suspense>
  )
}

/** "Install Cadence", where the browser offers installation. */
export function InstallSlot() {
  return <Slot part="install" show={usePwa().canInstall} />
}

/**
 * Says so when the network is gone, and offers a new release when one is waiting. Reads the
 * session itself: the layout around it must not re-render while a server page hydrates.
 */
export function PwaNotices() {
  const { online, updateReady } = usePwa()
  const { user } = useSession()
  return <Slot part="notices" show={!online || updateReady} signedIn={user !== null} />
}

/** In place of sending a signed-out reader to sign in, when there is no network to sign in with. */
export function OfflineGuardSlot({ fallback }: { fallback: ReactNode }) {
  return <Slot part="guard" show fallback={fallback} />
}
