import type { z } from 'zod'
import { ApiErrorBodySchema } from '#src/contract/api-error'
import { apiErrorText } from './api-error-text'
import { browserI18n, documentLocale, loadAreas } from './i18n/i18n'

/**
 * A failed API call: the HTTP status, the server's code, and its message in the reader's
 * language (written from the code, see api-error-text.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole error body, for errors that carry more than a message (a plan's 402). */
    readonly payload: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * The error's message in the reader's language, by its code; the server's English when the
 * messages cannot be loaded (no document on the server, or the catalog did not arrive).
 */
export async function readersMessage(
  code: string,
  message: string,
  payload: unknown,
): Promise<string> {
  if (typeof document === 'undefined') return message
  const locale = documentLocale(document)
  try {
    await loadAreas(locale, ['errors'])
  } catch {
    return message
  }
  if (!browserI18n.messages['errors.api.somethingWentWrong']) return message
  return apiErrorText({ code, message, payload }, (id, values) => browserI18n._(id, values), locale)
}

export interface ApiFetchOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** Parses the successful response; a response that breaks it is an error, not silent bad data. */
  schema: S
  signal?: AbortSignal
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'

/** The server's code and message, or null when the body is not the API's error body. */
function readError(payload: unknown): { code: string; message: string } | null {
  const parsed = ApiErrorBodySchema.safeParse(payload)
  if (!parsed.success) return null
  const { code, message } = parsed.data.error
  return { code, message: message || FALLBACK_MESSAGE }
}

/** The one way the web app calls its API: same origin, JSON, cookies included. */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: ApiFetchOptions<S>,
): Promise<z.output<S>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : {
            Accept: 'application/json',
            'Content-Type': 'application/json',
          },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = readError(payload)
    const code = error?.code ?? 'http_error'
    const message = await readersMessage(code, error?.message ?? FALLBACK_MESSAGE, payload)
    throw new ApiError(response.status, code, message, payload)
  }
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    const message = await readersMessage('invalid_response', FALLBACK_MESSAGE, payload)
    throw new ApiError(response.status, 'invalid_response', message)
  }
  return parsed.data
}
