import nodemailer, { type Transporter } from 'nodemailer'
import type { Logger } from '../logger'
import { createOutbox, type Outbox } from './outbox'
import type { OutgoingMail } from './outgoing-mail'

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Present only without SMTP_URL: the development outbox shown at /dev/outbox. */
  outbox?: Outbox
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  logger: Logger
}

/** SMTP when SMTP_URL is set; otherwise mails stay in memory and their link is logged. */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (smtpUrl) return smtpMailer(nodemailer.createTransport(smtpUrl), from)
  const outbox = createOutbox()
  const transport = nodemailer.createTransport({ jsonTransport: true })
  return {
    outbox,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
      outbox.add({ ...mail, from, sentAt: new Date() })
      logger.info('mail kept in the development outbox', {
        to: mail.to,
        subject: mail.subject,
        link: mail.link,
        outbox: '/dev/outbox',
      })
    },
  }
}

function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    },
  }
}
