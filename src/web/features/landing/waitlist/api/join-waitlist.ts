import {
  INVALID_SUBSCRIBER_EMAIL,
  WAITLIST_DUPLICATE,
  WAITLIST_UNEXPECTED_ERROR,
  type WaitlistRequest,
  WaitlistResponseSchema,
} from '#src/contract/waitlist'
import { ApiError, apiFetch } from '#src/web/lib/api-client'

/** POST /api/waitlist: 201 on success, 409 when the e-mail is already on the list. */
export function joinWaitlist(request: WaitlistRequest) {
  return apiFetch('/api/waitlist', {
    method: 'POST',
    body: request,
    schema: WaitlistResponseSchema,
  })
}

/** docs/product.md §8: the duplicate message for 409, the e-mail hint for 400, the server's own message for other API errors, else the generic one. */
export function waitlistErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return WAITLIST_UNEXPECTED_ERROR
  if (error.status === 409) return WAITLIST_DUPLICATE
  // The only field a person types: the server's 400 names it, the person needs plain words.
  if (error.status === 400) return INVALID_SUBSCRIBER_EMAIL
  return error.message || WAITLIST_UNEXPECTED_ERROR
}
