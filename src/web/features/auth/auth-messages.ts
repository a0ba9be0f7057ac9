/** Spec §8 form message for anything the server did not explain. */
export const UNEXPECTED = 'An unexpected error occurred. Please try again.'

export const NOT_CONFIRMED =
  'Please confirm your email address before signing in. Check your inbox for the link we sent you.'

/** What /login says when a confirmation link did not work (the server redirects with ?confirmation=). */
export function confirmationProblem(reason: string | null): string | null {
  if (reason === 'expired')
    return 'That confirmation link has expired. Sign in below and we will help you get a new one.'
  if (reason === 'used')
    return 'That confirmation link has already been used. Your email is confirmed — please sign in.'
  if (reason === 'invalid')
    return 'That confirmation link is not valid. Please sign in or request a new link.'
  return null
}
