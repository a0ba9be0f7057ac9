import { useQuery, useQueryClient } from '@tanstack/react-query'
import { queryClient } from './query-client'
import { queryKeys } from './query-keys'
import {
  parseSessionPayload,
  type SessionInfo,
  type SessionUser,
  type SignedIn,
} from './session-payload'

export type { SessionInfo, SessionUser }

export type SessionState = {
  user: SessionUser | null
  session: SessionInfo | null
  isPending: boolean
}

/**
 * Asks better-auth's session endpoint directly rather than through its client,
 * which keeps the auth client (~12 KB gzip) out of the landing page. A server that
 * cannot answer (offline, or 5xx such as a database outage) is an error, not a
 * sign-out: the last known session stays, and a first visit reads as signed out.
 */
async function fetchSession(): Promise<SignedIn | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (response.status >= 500) throw new Error(`The session could not be read (${response.status})`)
  if (!response.ok) return null
  const signedIn = parseSessionPayload(await response.json())
  if (signedIn) endedHere = false
  return signedIn
}

/**
 * True from the moment this tab starts signing out (or deleting the account) until someone
 * signs in again. The protected pages read it: a session that ends on purpose leads to /welcome,
 * never to /login, whichever of the sign-out's navigation and the session update lands first.
 */
let endedHere = false

/** Call before asking the server to end the session; `false` again if that fails. */
export function markSessionEnding(ending = true): void {
  endedHere = ending
}

export function sessionEndedHere(): boolean {
  return endedHere
}

/** The one way to read who is signed in. */
export function useSession(): SessionState {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: false,
    // Signing out in another tab shows here as soon as this tab is looked at again.
    refetchOnWindowFocus: true,
  })
  const data = query.data ?? null
  // After sign-in the auth client invalidates the session; until the new answer arrives
  // the cache still says "signed out": wait rather than bounce the user back to /login.
  // A plain refetch on window focus is not waited for, so the header does not flicker.
  const invalidated = client.getQueryState(queryKeys.session)?.isInvalidated ?? false
  const isPending = query.isPending || (query.isFetching && data === null && invalidated)
  return { user: data?.user ?? null, session: data?.session ?? null, isPending }
}

/** Re-reads the session; await it after signing in, before going to a protected page. */
export async function refreshSession(): Promise<void> {
  await queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: fetchSession, staleTime: 0 })
}

/** Forgets the signed-in user at once (after sign-out), without a round trip. */
export function clearSession(): void {
  endedHere = true
  queryClient.setQueryData(queryKeys.session, null)
}
