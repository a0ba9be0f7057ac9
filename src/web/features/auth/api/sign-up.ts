import { useMutation } from '@tanstack/react-query'
import { type ConfirmationMailState, type SignUp, SignUpAnswerSchema } from '#src/contract/auth'
import { authClient } from '#src/web/lib/auth-client'
import { AuthRequestError } from '../auth-messages'

type SignUpRequest = { values: Required<SignUp>; callbackURL: string }

/**
 * docs/product.md §7 sign-up: e-mail, password, the full name and the chosen tier, and where the mailed
 * link lands. Throws an AuthRequestError with the server's answer (never a bare "failed"), which
 * the form writes in the reader's language. The account exists once this resolves; it tells
 * whether the confirmation mail went out ("failed": the user resends).
 */
async function signUp({ values, callbackURL }: SignUpRequest): Promise<ConfirmationMailState> {
  const { data, error } = await authClient.$fetch('/sign-up/email', {
    method: 'POST',
    body: { ...values, callbackURL },
  })
  if (error) throw new AuthRequestError(error)
  const answer = SignUpAnswerSchema.safeParse(data)
  return answer.success ? answer.data.confirmationMail : 'sent'
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
