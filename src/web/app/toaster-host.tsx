import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToasterWanted, subscribeToToasterWanted } from '../lib/toast'

const Toaster = lazy(() => import('../components/ui/toaster'))

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
