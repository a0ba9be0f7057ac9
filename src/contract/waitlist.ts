import { z } from 'zod'

// docs/product.md §8: the waitlist's three messages, shown by the landing form and sent by the server.
export const WAITLIST_UNEXPECTED_ERROR = 'Something went wrong. Please try again.'
export const WAITLIST_DUPLICATE = 'This email is already registered for the waitlist.'
export const WAITLIST_INSERT_FAILED = 'Failed to join waitlist. Please try again.'
export const INVALID_SUBSCRIBER_EMAIL = 'Please enter a valid email address'

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254

/** Stored lower-cased, so the database's unique constraint is the duplicate check. */
export const SubscriberEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, INVALID_SUBSCRIBER_EMAIL)
  .max(EMAIL_MAX_LENGTH, INVALID_SUBSCRIBER_EMAIL)
  .pipe(z.email(INVALID_SUBSCRIBER_EMAIL))

export const WaitlistRequestSchema = z.object({
  email: SubscriberEmailSchema,
  /** Hidden honeypot field: people leave it empty, form-filling bots do not. */
  website: z.string().max(500).optional(),
})
export type WaitlistRequest = z.infer<typeof WaitlistRequestSchema>

export const WaitlistResponseSchema = z.object({ ok: z.literal(true) })
export type WaitlistResponse = z.infer<typeof WaitlistResponseSchema>

/** The error code of a 409 answer: the e-mail is already on the list. */
export const WAITLIST_DUPLICATE_CODE = 'duplicate'
