import { type ConfirmationMailState, type SignUp, SignUpAnswerSchema } from '#src/contract/auth'
import { authClient } from '#src/web/lib/auth-client'
import { AuthRequestError } from '../auth-messages'

/**
 * docs/product.md §7 sign-up: e-mail, password, the full name and the chosen tier, and where the mailed
 * link lands. Throws an AuthRequestError with the server's answer (never a bare "failed"), which
 * the form writes in the reader's language. The account exists once this resolves; it tells
 * whether the confirmation mail went out ("failed": the user resends).
 */
export async function signUp(
  values: Required<SignUp>,
  callbackURL: string,
): Promise<ConfirmationMailState> {
  const { data, error } = await authClient.$fetch('/sign-up/email', {
    method: 'POST',
    body: { ...values, callbackURL },
  })
  if (error) throw new AuthRequestError(error)
  const answer = SignUpAnswerSchema.safeParse(data)
  return answer.success ? answer.data.confirmationMail : 'sent'
}
