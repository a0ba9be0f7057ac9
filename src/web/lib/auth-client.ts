import { createAuthClient } from 'better-auth/react'
import { invalidateSession } from './session-store'

// Same origin as the app; better-auth's default base path is /api/auth. Each request goes
// through the page's fetch as it is then, not the one there was when the client was made.
export const authClient = createAuthClient({
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
})

// better-auth flips this signal after sign-in, sign-out and profile updates:
// the navigation and the protected routes then read the session again.
authClient.$store.listen('$sessionSignal', () => {
  void invalidateSession()
})
