import { createAuthClient } from 'better-auth/react'
import { invalidateSession } from './session-store'

// Same origin as the app; better-auth's default base path is /api/auth.
export const authClient = createAuthClient()

// better-auth flips this signal after sign-in, sign-out and profile updates:
// the navigation and the protected routes then read the session again.
authClient.$store.listen('$sessionSignal', () => {
  void invalidateSession()
})
