import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error the client may see: `{ error: { code, message } }` with this status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** More fields of the error object, e.g. the plan and limit of a 402. */
    readonly extra: Record<string, unknown> = {},
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
) => new ApiError(429, 'rate_limited', message)

/** Throws a 404 unless the value is present: a row of another user answers exactly like a missing one. */
export function invariantFound<T>(value: T | null | undefined, message = 'Not found'): T {
  if (value === null || value === undefined) throw notFound(message)
  return value
}

export function errorBody(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { error: { ...extra, code, message } }
}
