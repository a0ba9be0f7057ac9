import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * False while a server-rendered page is being hydrated (and on the server), true once React
 * handles the page, and at once for a page drawn in the browser. Forms in server-rendered
 * pages keep their submit disabled until then, so no submit happens without the page's code
 * (a plain browser submit would put the e-mail in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
}
