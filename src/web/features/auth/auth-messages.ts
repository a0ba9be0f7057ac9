import { ApiErrorBodySchema } from '#src/contract/api-error'
import { MAIL_UNAVAILABLE_CODE } from '#src/contract/auth'
import type { MessageId } from '#src/i18n/messages'
import { fieldMessage } from '#src/web/components/forms/field-messages'
import type { Translate } from '#src/web/lib/i18n/use-t'

/** docs/product.md §8 form message for anything the server did not explain. */
export const UNEXPECTED: MessageId = 'auth.error.unexpected'

export const NOT_CONFIRMED: MessageId = 'auth.signIn.notConfirmed'

/** What /login says when a confirmation link did not work (the server redirects with ?confirmation=). */
export function confirmationProblem(reason: string | null): MessageId | null {
  if (reason === 'expired') return 'auth.signIn.confirmation.expired'
  if (reason === 'used') return 'auth.signIn.confirmation.used'
  if (reason === 'invalid') return 'auth.signIn.confirmation.invalid'
  return null
}

/**
 * The error codes whose message is always the same → that message, in the reader's language:
 * better-auth's (its BASE_ERROR_CODES) and Cadence's (src/server: the auth plugins, the mailer,
 * the database watch, the password-hashing queue). English is the server's text, letter for letter.
 */
export const AUTH_CODE_MESSAGES: Readonly<Record<string, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.server.invalidEmailOrPassword',
  USER_ALREADY_EXISTS: 'auth.server.userAlreadyExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.server.userAlreadyExistsUseAnotherEmail',
  INVALID_EMAIL: 'auth.server.invalidEmail',
  INVALID_PASSWORD: 'auth.server.invalidPassword',
  PASSWORD_TOO_SHORT: 'auth.server.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.server.passwordTooLong',
  INVALID_TOKEN: 'auth.server.invalidToken',
  TOKEN_EXPIRED: 'auth.server.tokenExpired',
  USER_NOT_FOUND: 'auth.server.userNotFound',
  FAILED_TO_CREATE_USER: 'auth.server.failedToCreateUser',
  FAILED_TO_CREATE_SESSION: 'auth.server.failedToCreateSession',
  EMAIL_ALREADY_VERIFIED: 'auth.server.emailAlreadyVerified',
  EMAIL_NOT_VERIFIED: 'auth.server.emailNotVerified',
  SAME_EMAIL: 'auth.server.sameEmail',
  [MAIL_UNAVAILABLE_CODE]: 'auth.server.mailUnavailable',
  RATE_LIMITED: 'auth.server.tooManyAttempts',
  unavailable: 'auth.server.databaseUnavailable',
  busy: 'auth.server.busy',
}

/** The origin check names the address to open (src/server/http/origin-check.ts). */
const FORBIDDEN_ORIGIN =
  /^This request must come from the Cadence app\. Please open (\S+) and try again\.$/

/**
 * One error of the server in the reader's language: a known code's message, a contract field
 * message (VALIDATION_ERROR), or else the server's own English message as it came.
 */
export function translateServerError(
  { code, message }: { code?: unknown; message: string },
  t: Translate,
): string {
  const id =
    typeof code === 'string' && Object.hasOwn(AUTH_CODE_MESSAGES, code)
      ? AUTH_CODE_MESSAGES[code]
      : undefined
  if (id) return t(id)
  if (code === 'VALIDATION_ERROR') return fieldMessage(message, t)
  const url = code === 'forbidden_origin' ? FORBIDDEN_ORIGIN.exec(message)?.[1] : undefined
  if (url) return t('auth.server.forbiddenOrigin', { url })
  return message
}

/**
 * What the server said about a failed auth request: better-auth's `{ code, message }`, Cadence's
 * `{ error: { code, message } }`, or at least its status, in the reader's language where the
 * code is known. Null only when nothing came back.
 */
export function serverMessage(error: unknown, t: Translate): string | null {
  if (typeof error !== 'object' || error === null) return null
  if ('message' in error && typeof error.message === 'string' && error.message)
    return translateServerError(
      { code: 'code' in error ? error.code : undefined, message: error.message },
      t,
    )
  const cadence = ApiErrorBodySchema.safeParse(error)
  if (cadence.success && cadence.data.error.message)
    return translateServerError(cadence.data.error, t)
  if ('status' in error && typeof error.status === 'number' && error.status > 0)
    return t('auth.error.httpStatus', { status: error.status })
  return null
}

/** A request to the auth server that failed: what it answered, written out where it is shown. */
export class AuthRequestError extends Error {
  constructor(readonly answer: unknown) {
    super('The auth server refused the request')
    this.name = 'AuthRequestError'
  }
}

/** What a form says after its request threw: the server's answer, another error's own message. */
export function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof AuthRequestError) return serverMessage(error.answer, t) ?? t(UNEXPECTED)
  return error instanceof Error && error.message ? error.message : t(UNEXPECTED)
}
