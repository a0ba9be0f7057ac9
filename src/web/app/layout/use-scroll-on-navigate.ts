import { useEffect } from 'react'
import { useLocation } from 'react-router'

const HASH_WAIT_FRAMES = 60

/**
 * A new page starts at the top; a link with a hash (e.g. /welcome#privacy)
 * scrolls to its anchor once the lazily loaded page has rendered it.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, also to the same path
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    let frames = 0
    let handle = 0
    const tryScroll = () => {
      const target = document.getElementById(id)
      if (target) target.scrollIntoView({ block: 'start' })
      else if (frames++ < HASH_WAIT_FRAMES) handle = requestAnimationFrame(tryScroll)
    }
    tryScroll()
    return () => cancelAnimationFrame(handle)
  }, [pathname, hash, key])
}
