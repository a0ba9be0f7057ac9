import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterWanted, subscribeToToasterWanted } from '#src/web/lib/toast'

const Toaster = lazy(() => import('#src/web/components/ui/toaster'))

/** Mounts the toaster only once the first toast is raised (see lib/toast). */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
