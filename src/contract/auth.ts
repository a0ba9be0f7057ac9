import { z } from 'zod'
import { PlanTierSchema } from './plans'

// docs/product.md §5 and §8: the exact texts the forms and the server show.
export const FILL_ALL_FIELDS = 'Please fill in all fields'
export const FILL_REQUIRED_FIELDS = 'Please fill in all required fields'
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long'
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters long'
export const INVALID_EMAIL = 'Please enter a valid email address'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

/** RFC 5321 caps an address at 254 characters; a longer one is not an address. */
export const EMAIL_MAX_LENGTH = 254

const requiredEmail = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))

export const SignInSchema = z.object({
  email: requiredEmail(FILL_ALL_FIELDS),
  password: z.string().min(1, FILL_ALL_FIELDS),
})
export type SignIn = z.infer<typeof SignInSchema>

/** A mail could not be handed to the mail server: the request answers 503 and may be tried again. */
export const MAIL_UNAVAILABLE = 'We could not send the mail. Please try again in a moment.'
export const MAIL_UNAVAILABLE_CODE = 'MAIL_UNAVAILABLE'
/** The check-your-mail page after a sign-up whose confirmation mail could not be sent. */
export const CONFIRMATION_MAIL_FAILED =
  'Your account is created, but we could not send the confirmation mail. Use "Resend" to try again.'

export const SignUpSchema = z.object({
  email: requiredEmail(FILL_REQUIRED_FIELDS),
  password: z
    .string()
    .min(1, FILL_REQUIRED_FIELDS)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  /** The full name of docs/product.md §3: optional. */
  name: z.string().trim().max(100, 'Please use at most 100 characters for your name').default(''),
  subscriptionTier: PlanTierSchema.default('free'),
})
export type SignUp = z.input<typeof SignUpSchema>

/**
 * What sign-up answers besides better-auth's user: whether the mail it sent (the confirmation,
 * or the notice to an address that already has an account) went out. Alike for both.
 */
export const SignUpAnswerSchema = z.object({ confirmationMail: z.enum(['sent', 'failed']) })
export type ConfirmationMailState = z.infer<typeof SignUpAnswerSchema>['confirmationMail']

/** Where the confirmation link lands: docs/product.md §7 redirects to /dashboard; paid tiers continue to payment. */
export function confirmationLanding(email: string, tier: z.infer<typeof PlanTierSchema>): string {
  if (tier === 'free') return '/dashboard'
  return `/confirm-email-payment?${new URLSearchParams({ email, tier })}`
}
