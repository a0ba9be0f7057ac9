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

/** Forgot password: one link, single use, valid for an hour; following it signs every session out. */
export function passwordResetMail(to: string, name: string, link: string): OutgoingMail {
  return mail(
    to,
    'Reset your Cadence password',
    {
      title: 'Reset your password',
      paragraphs: [
        name ? `Hi ${name},` : 'Hi,',
        'Someone — hopefully you — asked to reset the password of your Cadence account. Choose a new one with the button below. Once it is set, every device signed in to your account is signed out.',
      ],
      button: { label: 'Choose a new password', href: link },
      footnote:
        'This link works once and expires in 60 minutes. If you did not ask for it, you can ignore this email; your password stays as it is.',
    },
    link,
  )
}

/** Sent after the password changed, by a reset link or from Account Settings. */
export function passwordChangedMail(to: string, name: string, signInUrl: string): OutgoingMail {
  return mail(
    to,
    'Your Cadence password was changed',
    {
      title: 'Your password was changed',
      paragraphs: [
        name ? `Hi ${name},` : 'Hi,',
        'The password of your Cadence account was just changed, and every other device signed in to your account was signed out.',
        'If this was you, there is nothing more to do.',
      ],
      button: { label: 'Sign in to Cadence', href: signInUrl },
      footnote:
        'If you did not change it, reset your password now from the sign-in page ("Forgot password?").',
    },
    signInUrl,
  )
}

/** To the new address: following the link is what moves the account there. */
export function emailChangeMail(to: string, name: string, link: string): OutgoingMail {
  return mail(
    to,
    'Confirm your new email for Cadence',
    {
      title: 'Confirm your new email address',
      paragraphs: [
        name ? `Hi ${name},` : 'Hi,',
        'You asked to use this address for your Cadence account. Confirm it with the button below; until then your account keeps its current address.',
      ],
      button: { label: 'Use this email address', href: link },
      footnote:
        'This link works once and expires in 60 minutes. If you did not ask for this, you can ignore this email.',
    },
    link,
  )
}

/** To the current address when a change is asked for: nothing has changed yet. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  signInUrl: string,
): OutgoingMail {
  return mail(
    to,
    'Your Cadence email address may change',
    {
      title: 'A change of email address was requested',
      paragraphs: [
        `Someone signed in to your Cadence account asked to move it to ${newEmail}. A confirmation link was sent there; nothing changes until it is followed.`,
        'If this was you, there is nothing more to do.',
      ],
      button: { label: 'Sign in to Cadence', href: signInUrl },
      footnote:
        'If this was not you, sign in and change your password, then use "Sign out everywhere else" in Account Settings.',
    },
    signInUrl,
  )
}
