import type { BetterAuthPlugin, GenericEndpointContext, User } from 'better-auth'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { SignUpSchema } from '#src/contract/auth'
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromCookie,
  negotiateLocale,
} from '#src/i18n/locales'
import type { Db } from '../db/client'
import { ApiError } from '../http/api-error'
import { hitRateLimit } from '../http/rate-limit'
import { signInFailures } from '../metrics/metrics'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'
import { clearSignInFailures, lockedForSeconds, recordSignInFailure } from './sign-in-lockout'
import { subscriptionModelSchema } from './subscription-on-sign-up'
import { checkVerificationToken } from './verification-token'

const RESEND_PER_ADDRESS = { name: 'resend-confirmation', max: 3, windowMs: 10 * 60_000 }
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

const NAME_MAX = 100
const IMAGE_MAX = 2_048
/**
 * The one part of a mailed link a client chooses: where it lands. Bounded, so the link (logged
 * whole in development, see mail/mailer.ts) never grows with what a client sends.
 */
const CALLBACK_URL_MAX = 1_024

const clientOf = (ctx: { headers?: Headers }) => ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? 'local'
const tooMany = (seconds: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: TOO_MANY },
    { 'Retry-After': String(seconds) },
  )

/** update-user may change the display name (a string of at most 100 characters) and nothing unbounded. */
function updateUserProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'Invalid request body'
  if ('name' in body) {
    if (typeof body.name !== 'string') return 'name: Expected a string'
    if (body.name.trim().length > NAME_MAX)
      return `Please use at most ${NAME_MAX} characters for your name`
  }
  if ('image' in body && body.image !== null) {
    if (typeof body.image !== 'string' || body.image.length > IMAGE_MAX)
      return 'image: Expected a short URL or null'
  }
  return null
}

function callbackProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('callbackURL' in body)) return null
  const { callbackURL } = body
  if (callbackURL === undefined) return null
  if (typeof callbackURL !== 'string' || callbackURL.length > CALLBACK_URL_MAX)
    return `callbackURL: Expected a path of at most ${CALLBACK_URL_MAX} characters`
  return null
}

const refuseLongCallback = (body: unknown) => {
  const problem = callbackProblem(body)
  if (problem) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: problem })
}

export const emailOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email.trim().toLowerCase()
    : null

/**
 * The language a sign-up request was made in: the visitor's cookie (the pseudo-locale counts
 * as English), else their browser's Accept-Language.
 */
export function signUpLocale(headers: Headers | undefined): Locale {
  const chosen = localeFromCookie(headers?.get('cookie'))
  if (chosen) return isLocale(chosen) ? chosen : DEFAULT_LOCALE
  return negotiateLocale(headers?.get('accept-language'))
}

/**
 * better-auth's `user.create.before`: a new account takes the language it signed up in, so its
 * confirmation mail is already written in it. Accounts made without a request keep the default.
 */
export async function localeOnSignUp(
  newUser: Partial<User> & Record<string, unknown>,
  ctx: GenericEndpointContext | null,
) {
  if (ctx?.path !== '/sign-up/email') return
  return { data: { ...newUser, locale: signUpLocale(ctx.headers) } }
}

/**
 * better-auth's confirmation links stay valid until they expire; Cadence's work once: a link
 * that is expired, tampered with or for an address already confirmed goes to /login, which says
 * why.
 */
function singleUseLinks(secret: string, publicUrl: string) {
  return {
    matcher: (ctx: { path?: string }) => ctx.path === '/verify-email',
    handler: createAuthMiddleware(async (ctx) => {
      const token = typeof ctx.query?.token === 'string' ? ctx.query.token : ''
      const check = checkVerificationToken(token, secret)
      const refuse = (reason: string) =>
        ctx.redirect(`${publicUrl}/login?${new URLSearchParams({ confirmation: reason })}`)
      if (!check.ok) throw refuse(check.reason)
      // An e-mail change link: account-care-plugin.ts checks it.
      if (check.updateTo) return
      const found = await ctx.context.internalAdapter.findUserByEmail(check.email)
      if (!found || found.user.emailVerified) throw refuse('used')
    }),
  }
}

/** Cadence's rules around better-auth's own endpoints: the messages of docs/product.md §8, lockouts, single-use links. */
export function cadenceAuthPlugin(db: Db, secret: string, publicUrl: string): BetterAuthPlugin {
  return {
    id: 'cadence-accounts',
    schema: subscriptionModelSchema,
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = SignUpSchema.safeParse(ctx.body)
            if (!parsed.success) {
              const message = parsed.error.issues[0]?.message ?? 'Invalid sign-up details'
              throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message })
            }
            refuseLongCallback(ctx.body)
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body)
            if (!email) return
            const seconds = await lockedForSeconds(db, email, clientOf(ctx))
            if (seconds > 0) {
              signInFailures.labels('locked').inc()
              throw tooMany(seconds)
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/update-user',
          handler: createAuthMiddleware(async (ctx) => {
            const problem = updateUserProblem(ctx.body)
            if (problem)
              throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: problem })
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/send-verification-email',
          handler: createAuthMiddleware(async (ctx) => {
            refuseLongCallback(ctx.body)
            const email = emailOf(ctx.body)
            if (!email) return
            try {
              await hitRateLimit(db, RESEND_PER_ADDRESS, email)
            } catch (error) {
              if (error instanceof ApiError) throw tooMany(error.retryAfterSeconds ?? 60)
              throw error
            }
          }),
        },
        singleUseLinks(secret, publicUrl),
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body)
            if (!email) return
            const returned = ctx.context.returned
            if (isAPIError(returned) && returned.statusCode === 401) {
              signInFailures.labels('credentials').inc()
              await recordSignInFailure(db, email, clientOf(ctx))
            } else if (!isAPIError(returned)) await clearSignInFailures(db, email, clientOf(ctx))
          }),
        },
      ],
    },
  }
}
