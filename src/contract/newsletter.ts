import { z } from 'zod'
import { SubscriberEmailSchema } from './waitlist'

// docs/product.md §8: the newsletter toasts.
export const NEWSLETTER_SUCCESS_TITLE = 'Successfully subscribed!'
export const NEWSLETTER_SUCCESS_DESCRIPTION = 'Thank you for subscribing to our newsletter.'
export const NEWSLETTER_FAILURE_TITLE = 'Subscription failed'
export const NEWSLETTER_FAILURE_DESCRIPTION =
  'There was an error subscribing to the newsletter. Please try again.'

export const NewsletterRequestSchema = z.object({
  email: SubscriberEmailSchema,
  /** Hidden honeypot field: people leave it empty, form-filling bots do not. */
  website: z.string().max(500).optional(),
})
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>

export const NewsletterResponseSchema = z.object({ ok: z.literal(true) })
export type NewsletterResponse = z.infer<typeof NewsletterResponseSchema>
