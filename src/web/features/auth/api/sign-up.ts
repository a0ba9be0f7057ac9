import type { SignUp } from '#src/contract/auth'
import { authClient } from '#src/web/lib/auth-client'
import { serverMessage, UNEXPECTED } from '../auth-messages'

/**
 * Spec §7 sign-up: e-mail, password, the full name and the chosen tier, and where the mailed
 * link lands. Throws with the server's message (never a bare "failed").
 */
export async function signUp(values: Required<SignUp>, callbackURL: string): Promise<void> {
  const { error } = await authClient.$fetch('/sign-up/email', {
    method: 'POST',
    body: { ...values, callbackURL },
  })
  if (error) throw new Error(serverMessage(error) ?? UNEXPECTED)
}
