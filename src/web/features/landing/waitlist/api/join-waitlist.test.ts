import { describe, expect, it } from 'vitest'
import {
  INVALID_SUBSCRIBER_EMAIL,
  WAITLIST_DUPLICATE,
  WAITLIST_INSERT_FAILED,
  WAITLIST_UNEXPECTED_ERROR,
} from '#src/contract/waitlist'
import { ApiError } from '#src/web/lib/api-client'
import { waitlistErrorMessage } from './join-waitlist'

describe('waitlistErrorMessage', () => {
  it('explains a duplicate with the message of docs/product.md §8', () => {
    expect(waitlistErrorMessage(new ApiError(409, 'duplicate', 'anything'))).toBe(
      WAITLIST_DUPLICATE,
    )
  })

  it('asks for a valid address when the server refuses the body', () => {
    expect(
      waitlistErrorMessage(
        new ApiError(400, 'invalid_body', 'email: Please enter a valid email address'),
      ),
    ).toBe(INVALID_SUBSCRIBER_EMAIL)
  })

  it("shows the server's message for other API errors", () => {
    expect(waitlistErrorMessage(new ApiError(500, 'insert_failed', WAITLIST_INSERT_FAILED))).toBe(
      WAITLIST_INSERT_FAILED,
    )
  })

  it('falls back to the generic message when the network fails', () => {
    expect(waitlistErrorMessage(new TypeError('Failed to fetch'))).toBe(WAITLIST_UNEXPECTED_ERROR)
  })
})
