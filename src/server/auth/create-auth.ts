import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/auth'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { account, rateLimit, session, user, userSubscriptions, verification } from '../db/schema'
import type { Logger } from '../logger'
import { confirmationMail, emailChangeMail, existingAccountMail } from '../mail/account-mails'
import type { Mailer } from '../mail/mailer'
import { accountCare } from './account-care-plugin'
import { authRateRules } from './auth-rate-rules'
import { cadenceAuthPlugin } from './cadence-auth-plugin'
import { CLIENT_ADDRESS_HEADER } from './client-address-header'
import { hashPassword, verifyPassword } from './password-hash'
import { createSubscriptionOnSignUp } from './subscription-on-sign-up'

export interface AuthDeps {
  config: Config
  database: Database
  logger: Logger
  mailer: Mailer
  authSecret: string
}

/** Spec: a confirmation link is valid for at most 60 minutes. */
const CONFIRMATION_LINK_SECONDS = 60 * 60

export function createAuth({ config, database, logger, mailer, authSecret }: AuthDeps) {
  const publicUrl = config.publicUrl
  const care = accountCare({ db: database.db, mailer, logger, publicUrl, secret: authSecret })
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
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // Sign-up answers alike for a known address; its owner learns about the attempt by mail.
      onExistingUserSignUp: async ({ user: existing }) => {
        await mailer.send(existingAccountMail(existing.email, `${publicUrl}/login`))
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
        if (care.isEmailChange(token))
          return care.sendQuietly(emailChangeMail(recipient.email, recipient.name, url))
        await mailer.send(confirmationMail(recipient.email, recipient.name, url))
      },
    },
    // The e-mail moves only once the link mailed to the new address is followed.
    user: { changeEmail: { enabled: true } },
    // Reset tokens are kept as SHA-256 hashes: a copy of the database holds no working link.
    verification: { storeIdentifier: 'hashed' },
    databaseHooks: {
      account: { create: { before: createSubscriptionOnSignUp } },
    },
    rateLimit: {
      // better-auth limits only in production and in memory by default: Cadence always, in the database.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: authRateRules,
    },
    advanced: {
      // better-auth turns its origin check off under NODE_ENV=test; Cadence keeps it on everywhere.
      disableOriginCheck: false,
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // An unexpected error reaches the app's error handler (one log line, 503 when the database is down).
    onAPIError: { throw: true },
    logger: {
      level: config.LOG_LEVEL === 'silent' ? 'error' : config.LOG_LEVEL,
      disabled: config.LOG_LEVEL === 'silent',
      log: (level, message) => logger[level](`auth: ${message}`),
    },
    plugins: [cadenceAuthPlugin(database.db, authSecret, publicUrl), care.plugin],
  })
}

export type Auth = ReturnType<typeof createAuth>
