import { useEffect, useState } from 'react'

/** docs/product.md §9: the connection page gives up waiting after 15 seconds. */
export const LOADING_TIMEOUT_MS = 15_000

/** True once `loading` has stayed true for the whole timeout. */
export function useLoadingTimeout(loading: boolean, timeoutMs = LOADING_TIMEOUT_MS): boolean {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    setTimedOut(false)
    if (!loading) return
    const timer = setTimeout(() => setTimedOut(true), timeoutMs)
    return () => clearTimeout(timer)
  }, [loading, timeoutMs])
  return loading && timedOut
}
