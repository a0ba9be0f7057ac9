import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import {
  type ConfirmationMailState,
  MAIL_UNAVAILABLE,
  MAIL_UNAVAILABLE_CODE,
} from '#src/contract/auth'
import { MAIL_RETRY_AFTER_SECONDS, type Mailer } from '../mail/mailer'
import { emailOf, signUpLocale } from './cadence-auth-plugin'

const mailUnavailable = () =>
  new APIError(
    'SERVICE_UNAVAILABLE',
    { code: MAIL_UNAVAILABLE_CODE, message: MAIL_UNAVAILABLE },
    { 'Retry-After': String(MAIL_RETRY_AFTER_SECONDS) },
  )

/** Asks the mail server before a request that sends a mail; one that does not answer is a 503. */
async function mailServerAnswers(mailer: Mailer) {
  try {
    await mailer.check()
  } catch {
    throw mailUnavailable()
  }
}

/**
 * Mails that cannot be sent, around better-auth's endpoints (listed after the plugins that
 * validate and rate-limit them). A resend, a reset request or an e-mail change asks the mail
 * server first and answers 503 MAIL_UNAVAILABLE for every address alike when it does not answer
 * (the reply never tells whether an address has an account). Sign-up still creates the account;
 * its answer says whether its mail went out (`confirmationMail`, contract/auth.ts), alike for a
 * new address and one that already has an account.
 */
export function mailDeliveryPlugin(mailer: Mailer): BetterAuthPlugin {
  return {
    id: 'cadence-mail-delivery',
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            ctx.path === '/send-verification-email' || ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async () => {
            await mailServerAnswers(mailer)
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            // Without a session the endpoint answers 401, mail server or not.
            if (await getSessionFromCtx(ctx)) await mailServerAnswers(mailer)
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned
            const email = emailOf(ctx.body)
            if (isAPIError(returned) || typeof returned !== 'object' || returned === null || !email)
              return
            const confirmationMail: ConfirmationMailState = mailer.takeFailure(email)
              ? 'failed'
              : 'sent'
            // The stand-in user answered for a known address carries the default language: both
            // answers name the language of the request, so neither tells the address is taken.
            const answer: Record<string, unknown> = { ...returned, confirmationMail }
            if (typeof answer.user === 'object' && answer.user !== null)
              answer.user = { ...answer.user, locale: signUpLocale(ctx.headers) }
            return ctx.json(answer)
          }),
        },
      ],
    },
  }
}
