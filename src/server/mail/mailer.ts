import nodemailer, { type Transporter } from 'nodemailer'
import { MAIL_UNAVAILABLE, MAIL_UNAVAILABLE_CODE } from '#src/contract/auth'
import { ApiError } from '../http/api-error'
import { describeError } from '../http/failures'
import { appMade, type Logger } from '../logger'
import { mailsFailed } from '../metrics/metrics'
import { createOutbox, type Outbox } from './outbox'
import type { OutgoingMail } from './outgoing-mail'

export interface Mailer {
  /** Rejects with MailUnavailableError when the mail could not be handed to the mail server. */
  send(mail: OutgoingMail): Promise<void>
  /**
   * Resolves when mails can be sent, rejects with MailUnavailableError when the mail server does
   * not answer. Asks the server at most once per CHECK_FRESH_MS while it answers.
   */
  check(): Promise<void>
  /**
   * True when the latest mail to this address, sent in the last minute, could not be sent;
   * asking forgets it. How a request that sent a mail in the background learns it failed.
   */
  takeFailure(to: string): boolean
  /** Present only without SMTP_URL: the development outbox shown at /dev/outbox. */
  outbox?: Outbox
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  logger: Logger
}

/** Seconds a client is asked to wait after a 503 for a mail that could not be sent. */
export const MAIL_RETRY_AFTER_SECONDS = 30
/** A mail server that answered (a check or a sent mail) this recently is not asked again. */
const CHECK_FRESH_MS = 30_000
/** How long a failed mail is remembered for `takeFailure`, and how many addresses at most. */
const FAILURE_KEPT_MS = 60_000
const FAILURES_KEPT = 1_000

/** A mail the mail server did not take: a 503 with a message the client can show. */
export class MailUnavailableError extends ApiError {
  constructor(cause: unknown) {
    super(503, MAIL_UNAVAILABLE_CODE, MAIL_UNAVAILABLE, {}, MAIL_RETRY_AFTER_SECONDS)
    this.name = 'MailUnavailableError'
    this.cause = cause
  }
}

interface Transport {
  deliver(mail: OutgoingMail): Promise<void>
  /** Asks the mail server whether it answers; rejects when it does not. */
  probe(): Promise<void>
  outbox?: Outbox
}

/** SMTP when SMTP_URL is set; otherwise mails stay in memory and their link is logged. */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? smtpTransport(
        // A server that takes the connection and then says nothing fails the send in seconds,
        // not nodemailer's two minutes: the request answers 503 while the user still waits.
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
        from,
      )
    : developmentTransport(from, logger)
  return watched(transport, logger)
}

/** Failures become MailUnavailableError, logged by kind and code; the last failure per address is kept. */
function watched(transport: Transport, logger: Logger): Mailer {
  const failures = new Map<string, number>()
  let answeredAt = Number.NEGATIVE_INFINITY
  const unavailable = (error: unknown, what: string, subject?: string) => {
    answeredAt = Number.NEGATIVE_INFINITY
    logger.warn(what, { ...(subject ? { subject } : {}), ...describeError(error) })
    return new MailUnavailableError(error)
  }
  return {
    ...(transport.outbox ? { outbox: transport.outbox } : {}),
    async send(mail) {
      const to = mail.to.toLowerCase()
      failures.delete(to)
      try {
        await transport.deliver(mail)
      } catch (error) {
        for (const [address, at] of failures)
          if (failures.size >= FAILURES_KEPT || Date.now() - at > FAILURE_KEPT_MS)
            failures.delete(address)
        failures.set(to, Date.now())
        mailsFailed.inc()
        throw unavailable(error, 'mail could not be sent', mail.subject)
      }
      answeredAt = Date.now()
    },
    async check() {
      if (Date.now() - answeredAt < CHECK_FRESH_MS) return
      try {
        await transport.probe()
      } catch (error) {
        throw unavailable(error, 'mail server does not answer')
      }
      answeredAt = Date.now()
    },
    takeFailure(to) {
      const at = failures.get(to.toLowerCase())
      failures.delete(to.toLowerCase())
      return at !== undefined && Date.now() - at <= FAILURE_KEPT_MS
    },
  }
}

function developmentTransport(from: string, logger: Logger): Transport {
  const outbox = createOutbox()
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return {
    outbox,
    async deliver(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
      outbox.add({ ...mail, from, sentAt: new Date() })
      logger.info('mail kept in the development outbox', {
        to: mail.to,
        subject: mail.subject,
        // Made by the app, and bounded (auth/cadence-auth-plugin.ts caps the callbackURL in it).
        link: mail.link ? appMade(mail.link) : undefined,
        outbox: '/dev/outbox',
      })
    },
    probe: async () => {},
  }
}

function smtpTransport(transport: Transporter, from: string): Transport {
  return {
    async deliver(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    },
    async probe() {
      await transport.verify()
    },
  }
}
