import { useSyncExternalStore } from 'react'
import { type PwaState, pwaStore } from '#src/web/lib/pwa/pwa-state'

/** The installed-app state: a release waiting, the install offer, the network. */
export function usePwa(): PwaState {
  return useSyncExternalStore(pwaStore.subscribe, pwaStore.get, pwaStore.getServer)
}
