// Who is signed in, for the whole tab: a small store that reads better-auth's session endpoint,
// rereads it when the tab is looked at again, and is told of sign-in and sign-out. Pages read it
// through useSession (use-session.ts); sign-in, sign-out and the account's changes update it here.

import { parseSessionPayload, type SignedIn } from './session-payload'

/** A signed-in answer stays good this long before looking at the tab reads it again. */
const SESSION_STALE_MS = 60_000

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

export type SessionSnapshot = {
  /** No answer yet. */
  pending: boolean
  data: SignedIn | null
  fetching: boolean
  /** Sign-in or sign-out happened: the answer in hand is known to be old. */
  invalidated: boolean
  readAt: number
  /** clearSession() was called and no one has signed in since. */
  signedOut: boolean
}

// The session lives in this small store rather than the query cache, so the landing page
// needs no query library before the visitor does anything (its JS budget: 100 KB gzip).
let snapshot: SessionSnapshot = {
  pending: true,
  data: null,
  fetching: false,
  invalidated: false,
  readAt: 0,
  signedOut: false,
}
const listeners = new Set<() => void>()
/** Each read, sign-out and invalidation starts a new generation; older answers are dropped. */
let generation = 0
let inFlight: Promise<void> | null = null

function update(next: Partial<SessionSnapshot>): void {
  snapshot = { ...snapshot, ...next }
  for (const listener of listeners) listener()
}

/** Holds a fresh answer: who is signed in (or null), known as of now. */
function settle(data: SignedIn | null, signedOut: boolean): void {
  inFlight = null
  update({
    pending: false,
    data,
    fetching: false,
    invalidated: false,
    readAt: Date.now(),
    signedOut,
  })
}

function read(): Promise<void> {
  const mine = ++generation
  update({ fetching: true })
  const request = fetchSession().then(
    (data) => {
      if (mine !== generation) return
      settle(data, snapshot.signedOut && data === null)
    },
    () => {
      // No answer (offline, an outage): keep what is known, and try again on the next look.
      if (mine !== generation) return
      inFlight = null
      update({ pending: false, fetching: false })
    },
  )
  inFlight = request
  return request
}

/** Reads the session unless a fresh answer is in hand or a read is under way. */
function readIfStale(): void {
  if (inFlight) return
  if (snapshot.pending || snapshot.invalidated || Date.now() - snapshot.readAt >= SESSION_STALE_MS)
    void read()
}

function onVisible(): void {
  // Signing out in another tab shows here as soon as this tab is looked at again.
  if (document.visibilityState === 'visible') readIfStale()
}

/** What the store knows now (a new object after every change). */
export function sessionSnapshot(): SessionSnapshot {
  return snapshot
}

/** Calls `listener` on every change; the first listener starts the reads, the last stops them. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible)
  readIfStale()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible)
  }
}

/** Re-reads the session; await it after signing in, before going to a protected page. */
export function refreshSession(): Promise<void> {
  return read()
}

/** Marks the session old and reads it again (sign-in, sign-out, or while waiting for a confirmation). */
export function invalidateSession(): Promise<void> {
  update({ invalidated: true })
  return read()
}

/** Sets who is signed in without a round trip: null after sign-out; a user in tests. */
export function setSession(data: SignedIn | null, { signedOut = false } = {}): void {
  generation++
  settle(data, signedOut)
}

/**
 * Forgets the signed-in user at once (after sign-out), without a round trip. A protected page
 * still on screen then leaves for the landing page, not for sign-in, whichever comes first:
 * this or the navigation the sign-out starts.
 */
export function clearSession(): void {
  endedHere = true
  setSession(null, { signedOut: true })
}

/** Back to "nothing known yet", as on a fresh page load (tests). */
export function resetSession(): void {
  generation++
  inFlight = null
  update({
    pending: true,
    data: null,
    fetching: false,
    invalidated: false,
    readAt: 0,
    signedOut: false,
  })
}
