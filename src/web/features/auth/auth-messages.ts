import { ApiErrorBodySchema } from '#src/contract/api-error'

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

/**
 * What the server said about a failed auth request: better-auth's `message`, Cadence's
 * `{ error: { message } }`, or at least its status. Null only when nothing came back.
 */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  const cadence = ApiErrorBodySchema.safeParse(error)
  if (cadence.success && cadence.data.error.message) return cadence.data.error.message
  if ('status' in error && typeof error.status === 'number' && error.status > 0)
    return `The server could not do this right now (HTTP ${error.status}). Please try again in a moment.`
  return null
}
