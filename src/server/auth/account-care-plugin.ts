import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SAME_EMAIL,
  UpdateProfileSchema,
} from '#src/contract/account'
import type { Db } from '../db/client'
import { verification } from '../db/schema'
import { describeError } from '../http/failures'
import { consumeRateLimit, type RateRule } from '../http/rate-limit'
import type { Logger } from '../logger'
import {
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
} from '../mail/account-mails'
import { accountLocale } from '../mail/mail-text'
import type { Mailer } from '../mail/mailer'
import type { OutgoingMail } from '../mail/outgoing-mail'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'
import { clearSignInFailures } from './sign-in-lockout'
import { checkVerificationToken } from './verification-token'

/** Reset mails per address, whoever asks: nobody can flood one inbox. */
export const RESET_PER_ADDRESS: RateRule = { name: 'password-reset', max: 3, windowMs: 15 * 60_000 }
/** E-mail change requests per account. */
export const EMAIL_CHANGE_PER_USER: RateRule = {
  name: 'email-change',
  max: 5,
  windowMs: 60 * 60_000,
}
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

/** What better-auth's change-password answers on success. */
const ChangedUserSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string().catch('') }),
})

/** Where a followed e-mail change link lands; Account Settings reads `email-change`. */
export const EMAIL_CHANGE_LANDING = '/account-settings?email-change=done'
/** Where the reset link lands after better-auth checked its token. */
export const RESET_PAGE = '/reset-password'

export interface AccountCareDeps {
  db: Db
  mailer: Mailer
  logger: Logger
  publicUrl: string
  secret: string
}

function validate<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid request'
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message })
  }
  return parsed.data
}

/** 429 past the rule's limit, with Retry-After: the seconds really left in its window. */
async function limit(db: Db, rule: RateRule, subject: string) {
  const hit = await consumeRateLimit(db, rule, subject)
  if (!hit.allowed)
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: TOO_MANY },
      { 'Retry-After': String(hit.retryAfterSeconds) },
    )
}

/** Ends every reset link still waiting for this user (better-auth keys them to the user id). */
export async function revokeResetLinks(db: Db, userId: string) {
  await db.delete(verification).where(eq(verification.value, userId))
}

/** The context better-auth hands a hook: the request, the session, its internal adapter. */
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** What a hook of account care needs besides the request. */
interface Care {
  db: Db
  publicUrl: string
  secret: string
  signInUrl: string
  sendQuietly: (mail: OutgoingMail) => void
}

/** A hook of account care; what it returns better-auth merges into the request (e.g. its body). */
type CareHook = (ctx: HookContext, care: Care) => Promise<unknown>

/** Before better-auth's endpoint runs, by its path: the spec's checks, limits and messages. */
const BEFORE: Record<string, CareHook> = {
  '/request-password-reset': async (ctx, { db }) => {
    const { email } = validate(ForgotPasswordSchema, ctx.body)
    await limit(db, RESET_PER_ADDRESS, email.toLowerCase())
    return { context: { body: { email } } }
  },
  '/reset-password': async (ctx) => {
    const body = typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}
    validate(ResetPasswordSchema, { token: ctx.query?.token, ...body })
  },
  // Changing the password always signs every other session out.
  '/change-password': async (ctx) => {
    const body = validate(ChangePasswordSchema, ctx.body)
    return { context: { body: { ...body, revokeOtherSessions: true } } }
  },
  '/change-email': async (ctx, { db }) => {
    const { newEmail } = validate(ChangeEmailSchema, ctx.body)
    const session = await getSessionFromCtx(ctx)
    if (!session) return
    if (newEmail.toLowerCase() === session.user.email.toLowerCase())
      throw new APIError('BAD_REQUEST', { code: 'SAME_EMAIL', message: SAME_EMAIL })
    await limit(db, EMAIL_CHANGE_PER_USER, session.user.id)
    return { context: { body: { newEmail, callbackURL: EMAIL_CHANGE_LANDING } } }
  },
  '/update-user': async (ctx) => {
    const { name } = validate(UpdateProfileSchema, ctx.body)
    return { context: { body: { name } } }
  },
  // An e-mail change link works once, and never takes an address someone else now uses.
  '/verify-email': async (ctx, { publicUrl, secret }) => {
    const token = typeof ctx.query?.token === 'string' ? ctx.query.token : ''
    const check = checkVerificationToken(token, secret)
    if (!check.ok || !check.updateTo) return
    const refuse = (reason: string) =>
      ctx.redirect(
        `${publicUrl}/account-settings?${new URLSearchParams({ 'email-change': reason })}`,
      )
    const owner = check.userId ? await ctx.context.internalAdapter.findUserById(check.userId) : null
    if (!owner || owner.email.toLowerCase() !== check.email) throw refuse('used')
    if (await ctx.context.internalAdapter.findUserByEmail(check.updateTo)) throw refuse('taken')
  },
}

/** After better-auth's endpoint answered, by its path: the notice mails and the links that end. */
const AFTER: Record<string, CareHook> = {
  '/change-password': async (ctx, { db, signInUrl, sendQuietly }) => {
    const returned = ctx.context.returned
    if (isAPIError(returned)) return
    const changed = ChangedUserSchema.safeParse(returned)
    if (!changed.success) return
    const { id, email, name } = changed.data.user
    await revokeResetLinks(db, id)
    const account = await ctx.context.internalAdapter.findUserById(id)
    sendQuietly(passwordChangedMail(email, name, signInUrl, accountLocale(account)))
  },
  '/change-email': async (ctx, { signInUrl, sendQuietly }) => {
    if (isAPIError(ctx.context.returned)) return
    const session = await getSessionFromCtx(ctx)
    const body = ChangeEmailSchema.safeParse(ctx.body)
    if (session && body.success)
      sendQuietly(
        emailChangeNoticeMail(
          session.user.email,
          body.data.newEmail.toLowerCase(),
          signInUrl,
          accountLocale(session.user),
        ),
      )
  },
  // Reset links went to the old address: once the account has moved, they end.
  '/verify-email': async (ctx, { db, secret }) => {
    const token = typeof ctx.query?.token === 'string' ? ctx.query.token : ''
    const check = checkVerificationToken(token, secret)
    if (!check.ok || !check.updateTo || !check.userId) return
    const owner = await ctx.context.internalAdapter.findUserById(check.userId)
    if (owner?.email.toLowerCase() === check.updateTo) await revokeResetLinks(db, owner.id)
  },
}

/** better-auth's hooks from a table: each runs on the one path it is listed under. */
function hooksOf(table: Record<string, CareHook>, care: Care) {
  return Object.entries(table).map(([path, hook]) => ({
    matcher: (ctx: { path?: string }) => ctx.path === path,
    handler: createAuthMiddleware((ctx) => hook(ctx, care)),
  }))
}

/**
 * Account care on better-auth's own endpoints and options: forgot password, reset, password
 * and e-mail changes and the profile, each with the messages of docs/product.md §8, rate limits and notice mails.
 */
export function accountCare({ db, mailer, logger, publicUrl, secret }: AccountCareDeps) {
  const signInUrl = `${publicUrl}/login`
  // Mails whose sending must not tell whether an address has an account: the reply does not wait.
  const sendQuietly = (mail: OutgoingMail) => {
    mailer.send(mail).catch((error: unknown) => {
      // The error's message may hold the address or what the SMTP server echoed of it.
      logger.error('account mail failed', { subject: mail.subject, ...describeError(error) })
    })
  }
  const care: Care = { db, publicUrl, secret, signInUrl, sendQuietly }
  const plugin: BetterAuthPlugin = {
    id: 'cadence-account-care',
    hooks: { before: hooksOf(BEFORE, care), after: hooksOf(AFTER, care) },
  }

  return {
    plugin,
    /** better-auth's sendResetPassword: the link passes better-auth's token check, then opens the reset page. */
    sendResetPassword: async ({
      user,
      token,
    }: {
      // better-auth's user record, with the account's `locale` among its fields.
      user: { email: string; name: string }
      token: string
    }) => {
      const landing = encodeURIComponent(`${publicUrl}${RESET_PAGE}`)
      const link = `${publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${landing}`
      sendQuietly(passwordResetMail(user.email, user.name, link, accountLocale(user)))
    },
    /** After a reset: every session is already gone (revokeSessionsOnPasswordReset). */
    onPasswordReset: async (
      { user }: { user: { id: string; email: string; name: string } },
      request?: Request,
    ) => {
      await revokeResetLinks(db, user.id)
      // The owner proved the address: the lockout of the client they reset from is lifted
      // (a stranger's guesses lock only the stranger's own client).
      const client = request?.headers.get(CLIENT_ADDRESS_HEADER)
      if (client) await clearSignInFailures(db, user.email, client)
      sendQuietly(passwordChangedMail(user.email, user.name, signInUrl, accountLocale(user)))
    },
    /** A verification mail for an e-mail change goes quietly too (the address may be taken). */
    isEmailChange: (token: string) => {
      const check = checkVerificationToken(token, secret)
      return check.ok && check.updateTo !== undefined
    },
    sendQuietly,
  }
}
