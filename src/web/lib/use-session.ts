import { useSyncExternalStore } from 'react'
import type { SessionInfo, SessionUser } from './session-payload'
import { sessionSnapshot, subscribeToSession } from './session-store'

export type { SessionInfo, SessionUser }

export type SessionState = {
  user: SessionUser | null
  session: SessionInfo | null
  isPending: boolean
  /** Signed out in this tab just now (sign-out, account deletion): not a visitor to send to sign-in. */
  signedOut?: boolean
}

/** The one way to read who is signed in. */
export function useSession(): SessionState {
  const state = useSyncExternalStore(
    subscribeToSession,
    sessionSnapshot,
    // The server renders the public pages before anyone is known: pending, like a first visit.
    () => null,
  )
  if (state === null) return { user: null, session: null, isPending: true }
  const { data } = state
  // After sign-in the session is invalidated; until the new answer arrives the store still
  // says "signed out": wait rather than bounce the user back to /login. A plain re-read on
  // looking at the tab is not waited for, so the header does not flicker.
  const isPending = state.pending || (state.fetching && data === null && state.invalidated)
  return {
    user: data?.user ?? null,
    session: data?.session ?? null,
    isPending,
    signedOut: state.signedOut,
  }
}
