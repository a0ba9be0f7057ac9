import { type MailContent, renderMailHtml, renderMailText } from './mail-layout'
import type { OutgoingMail } from './outgoing-mail'

function mail(to: string, subject: string, content: MailContent, link?: string): OutgoingMail {
  return {
    to,
    subject,
    text: renderMailText(content),
    html: renderMailHtml(content),
    ...(link ? { link } : {}),
  }
}

/** The sign-up confirmation: one link, single use, valid for an hour. */
export function confirmationMail(to: string, name: string, link: string): OutgoingMail {
  return mail(
    to,
    'Confirm your email for Cadence',
    {
      title: 'Confirm your email address',
      paragraphs: [
        name ? `Hi ${name},` : 'Hi,',
        'Welcome to Cadence. Confirm your email address to finish creating your account — you will be signed in automatically.',
      ],
      button: { label: 'Confirm my email', href: link },
      footnote:
        'This link works once and expires in 60 minutes. If you did not sign up for Cadence, you can ignore this email.',
    },
    link,
  )
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountMail(to: string, signInUrl: string): OutgoingMail {
  return mail(
    to,
    'You already have a Cadence account',
    {
      title: 'You already have an account',
      paragraphs: [
        'Someone — hopefully you — just tried to create a Cadence account with this email address. You already have one, so nothing was changed.',
      ],
      button: { label: 'Sign in to Cadence', href: signInUrl },
      footnote: 'If this was not you, you can ignore this email; your account is unchanged.',
    },
    signInUrl,
  )
}
