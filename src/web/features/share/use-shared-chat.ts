import { useCallback, useEffect, useRef, useState } from 'react'
import { forgetShare, keepShareForSignIn, readShare } from '#src/web/sw/share-inbox'
import { pickSharedChat, type SharedChat } from './pick-shared-chat'

/** The departure from the share page, forgetting its file unless the page comes back at once. */
let leaving: ReturnType<typeof setTimeout> | undefined

/** A share older than this that waits for no one is left over from a closed tab: dropped. */
const STALE_MS = 24 * 60 * 60 * 1000

export type SharedChatState = { status: 'loading' } | { status: 'ready'; chat: SharedChat }

/**
 * The chat shared to Cadence, read from this device's storage. Leaving the page (or closing
 * the tab) forgets it, unless it waits for a signed-out reader to sign in; `done` forgets it
 * at once.
 */
export function useSharedChat(signedIn: boolean, now = Date.now) {
  const [state, setState] = useState<SharedChatState>({ status: 'loading' })
  const kept = useRef(false)
  // Signed in, the share waits for no one any more.
  if (signedIn) kept.current = false
  /** The share this page shows: the only one it may forget. */
  const shown = useRef<string | null>(null)
  const forget = useCallback(() => {
    const id = shown.current
    if (id) void forgetShare(id).catch(() => undefined)
  }, [])

  useEffect(() => {
    let live = true
    readShare()
      .then((inbox) => {
        const stale = inbox && !inbox.keepForSignIn && now() - inbox.receivedAt > STALE_MS
        kept.current = !signedIn && (inbox?.keepForSignIn ?? false)
        shown.current = inbox?.id ?? null
        if (stale) forget()
        if (live) setState({ status: 'ready', chat: pickSharedChat(stale ? undefined : inbox) })
      })
      .catch(() => {
        if (live) setState({ status: 'ready', chat: { kind: 'nothing' } })
      })
    return () => {
      live = false
    }
  }, [now, forget, signedIn])

  useEffect(() => {
    // Mounted again at once (React's strict mode): that was no departure.
    clearTimeout(leaving)
    const leave = () => {
      if (!kept.current) forget()
    }
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leaving = setTimeout(leave, 0)
    }
  }, [forget])

  const keepForSignIn = useCallback(async () => {
    kept.current = true
    if (shown.current) await keepShareForSignIn(shown.current)
  }, [])

  const done = useCallback(async () => {
    kept.current = false
    if (shown.current) await forgetShare(shown.current).catch(() => undefined)
  }, [])

  return { state, keepForSignIn, done }
}
