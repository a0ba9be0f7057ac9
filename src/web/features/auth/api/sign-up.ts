import { type ConfirmationMailState, type SignUp, SignUpAnswerSchema } from '#src/contract/auth'
import { authClient } from '#src/web/lib/auth-client'
import { serverMessage, UNEXPECTED } from '../auth-messages'

/**
 * Spec §7 sign-up: e-mail, password, the full name and the chosen tier, and where the mailed
 * link lands. Throws with the server's message (never a bare "failed"). The account exists once
 * this resolves; it tells whether the confirmation mail went out ("failed": the user resends).
 */
export async function signUp(
  values: Required<SignUp>,
  callbackURL: string,
): Promise<ConfirmationMailState> {
  const { data, error } = await authClient.$fetch('/sign-up/email', {
    method: 'POST',
    body: { ...values, callbackURL },
  })
  if (error) throw new Error(serverMessage(error) ?? UNEXPECTED)
  const answer = SignUpAnswerSchema.safeParse(data)
  return answer.success ? answer.data.confirmationMail : 'sent'
}
