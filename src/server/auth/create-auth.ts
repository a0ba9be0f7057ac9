import { randomUUID } from 'node:crypto'
import { type BetterAuthOptions, type BetterAuthPlugin, betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/contract/auth'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { account, rateLimit, session, user, userSubscriptions, verification } from '../db/schema'
import { loggable, redactAddresses } from '../http/redact'
import type { Logger, LogLevel } from '../logger'
import { confirmationMail, emailChangeMail, existingAccountMail } from '../mail/account-mails'
import { accountLocale } from '../mail/mail-text'
import type { Mailer } from '../mail/mailer'
import { accountCare } from './account-care-plugin'
import { authRateLimitStorage, authRateRules } from './auth-rate-rules'
import { cadenceAuthPlugin, localeOnSignUp } from './cadence-auth-plugin'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'
import { mailDeliveryPlugin } from './mail-delivery-plugin'
import { hashPassword, verifyPassword } from './password-hash'
import { createSubscriptionOnSignUp } from './subscription-on-sign-up'

export interface AuthDeps {
  config: Config
  database: Database
  logger: Logger
  mailer: Mailer
  authSecret: string
}

/** A confirmation link is valid for at most 60 minutes. */
const CONFIRMATION_LINK_SECONDS = 60 * 60

/** better-auth's log levels ('success' already arrives as 'info') and Cadence's. */
const AUTH_LOG_LEVELS = {
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const satisfies Record<string, Exclude<LogLevel, 'silent'>>

/**
 * better-auth's logger, written through Cadence's: one JSON line each, e-mail addresses in the
 * message and its arguments replaced by `[address]` (better-auth logs "Sign-up attempt for
 * existing email: <address>" at info), errors by kind and code, never by message.
 */
export function authLogger(logger: Logger, level: LogLevel) {
  return {
    level: level === 'silent' ? 'error' : level,
    disabled: level === 'silent',
    disableColors: true,
    log: (at, message, ...args: unknown[]) => {
      const details = args.length > 0 ? { details: args.map((arg) => loggable(arg)) } : undefined
      logger[AUTH_LOG_LEVELS[at]](`auth: ${redactAddresses(message)}`, details)
    },
  } satisfies NonNullable<BetterAuthOptions['logger']>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON answer without session tokens: a top-level `token` becomes null, `session.token` goes. */
function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens)
  if (!isRecord(body)) return body
  const { token, session, ...rest } = body
  const out: Record<string, unknown> = { ...rest }
  if (token !== undefined) out.token = typeof token === 'string' ? null : token
  if (session !== undefined) {
    if (isRecord(session)) {
      const { token: _token, ...kept } = session
      out.session = kept
    } else out.session = session
  }
  return out
}

/**
 * Session tokens stay in the HttpOnly cookie. better-auth also puts them in its JSON answers
 * (sign-in's and change-password's `token`, get-session's `session.token`), where a script
 * injected into the page could read them; the web app reads neither. Only answers over HTTP
 * change: `auth.api` calls on the server still see the token.
 */
const sessionTokensOnlyInCookies: BetterAuthPlugin = {
  id: 'cadence-session-tokens',
  onResponse: async (response) => {
    if (!response.headers.get('content-type')?.includes('application/json')) return
    const text = await response.clone().text()
    if (!text.includes('"token"')) return
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const stripped = JSON.stringify(withoutSessionTokens(body))
    return { response: new Response(stripped, { status: response.status, headers }) }
  },
}

/**
 * Passwords and the links Cadence mails: confirmation on sign-up (sign-in only once confirmed),
 * a password reset, an e-mail change, and a note to the owner of an address that signs up again.
 */
function mailedLinks(config: Config, mailer: Mailer, care: ReturnType<typeof accountCare>) {
  const publicUrl = config.publicUrl
  return {
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hashPassword(password, config.PASSWORD_HASH_LOG2N),
        verify: verifyPassword,
      },
      // Sign-up answers alike for a known address; its owner learns about the attempt by mail.
      onExistingUserSignUp: async ({ user: existing }) => {
        await mailer.send(
          existingAccountMail(existing.email, `${publicUrl}/login`, accountLocale(existing)),
        )
      },
      // Forgot password (account-care-plugin.ts): a single-use link for 60 minutes; a reset ends every session.
      sendResetPassword: care.sendResetPassword,
      resetPasswordTokenExpiresIn: CONFIRMATION_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: care.onPasswordReset,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: recipient, url, token }) => {
        // An e-mail change goes to the new address, whose reply must not tell whether it is taken.
        const locale = accountLocale(recipient)
        if (care.isEmailChange(token))
          return care.sendQuietly(emailChangeMail(recipient.email, recipient.name, url, locale))
        await mailer.send(confirmationMail(recipient.email, recipient.name, url, locale))
      },
    },
  } satisfies Pick<BetterAuthOptions, 'emailAndPassword' | 'emailVerification'>
}

export function createAuth({ config, database, logger, mailer, authSecret }: AuthDeps) {
  const publicUrl = config.publicUrl
  const care = accountCare({
    db: database.db,
    mailer,
    logger,
    publicUrl,
    secret: authSecret,
  })
  return betterAuth({
    appName: 'Cadence',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: config.allowedOrigins,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      transaction: true,
      schema: { user, session, account, verification, rateLimit, userSubscriptions },
    }),
    ...mailedLinks(config, mailer, care),
    // The e-mail moves only once the link mailed to the new address is followed.
    // The account's language (mails are written in it), changed only by PUT /api/account/language.
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    // Reset tokens are kept as SHA-256 hashes: a copy of the database holds no working link.
    verification: { storeIdentifier: 'hashed' },
    databaseHooks: {
      user: { create: { before: localeOnSignUp } },
      account: { create: { before: createSubscriptionOnSignUp } },
    },
    rateLimit: {
      // better-auth limits only in production and in memory by default: Cadence always, in the
      // database, through Cadence's own counter (auth-rate-rules.ts says why).
      enabled: true,
      customStorage: authRateLimitStorage(database.db),
      window: 60,
      max: 300,
      customRules: authRateRules,
    },
    // Its devices list answers raw session tokens: Cadence's own (routes/account-sessions.ts) lists them by id.
    disabledPaths: ['/list-sessions'],
    advanced: {
      // better-auth turns its origin check off under NODE_ENV=test; Cadence keeps it on everywhere.
      disableOriginCheck: false,
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // An unexpected error reaches the app's error handler (one log line, 503 when the database is down).
    onAPIError: { throw: true },
    logger: authLogger(logger, config.LOG_LEVEL),
    plugins: [
      cadenceAuthPlugin(database.db, authSecret, publicUrl),
      care.plugin,
      mailDeliveryPlugin(mailer),
      sessionTokensOnlyInCookies,
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
