import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody } from '#src/contract/api-error'

/** An error the client may see: `{ error: { code, message } }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** More fields of the error object, e.g. the plan and limit of a 402. */
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After (seconds) with a 429 or 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message)
export const badRequest = (message: string, code = 'invalid_body') =>
  new ApiError(400, code, message)
export const unauthorized = (message = 'Not authenticated') =>
  new ApiError(401, 'unauthorized', message)
export const tooManyRequests = (
  message = 'Too many requests. Please wait a moment and try again.',
  retryAfterSeconds = 60,
) => new ApiError(429, 'rate_limited', message, {}, retryAfterSeconds)

/** Throws a 404 unless the value is present: a row of another user answers exactly like a missing one. */
export function invariantFound<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw notFound(message)
  return value
}

/** The body of every API error (the contract's ApiErrorBodySchema); `extra` never hides code or message. */
export function errorBody(
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiErrorBody {
  return { error: { ...extra, code, message } }
}

/** How long a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Cadence cannot reach its database right now. Please try again in a moment.'
export const UNSTORABLE_VALUE_MESSAGE =
  'A value in the request is out of range or cannot be stored. Please check what you entered.'
