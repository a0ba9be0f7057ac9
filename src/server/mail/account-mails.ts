import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'
import { type MailContent, renderMailHtml, renderMailText } from './mail-layout'
import { type MailText, mailText } from './mail-text'
import type { OutgoingMail } from './outgoing-mail'

// Every mail an account receives, written from the `mail` catalog in the account's language
// (English when none is given).

interface Draft {
  subject: string
  content: MailContent
  link?: string
}

function compose(
  to: string,
  locale: Locale = DEFAULT_LOCALE,
  write: (t: MailText) => Draft,
): OutgoingMail {
  const { subject, content, link } = write(mailText(locale))
  return {
    to,
    subject,
    text: renderMailText(content, locale),
    html: renderMailHtml(content, locale),
    ...(link ? { link } : {}),
  }
}

const greeting = (t: MailText, name: string) =>
  name ? t('mail.greeting.named', { name }) : t('mail.greeting.anonymous')

/** The sign-up confirmation: one link, single use, valid for an hour. */
export function confirmationMail(
  to: string,
  name: string,
  link: string,
  locale?: Locale,
): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.confirmation.subject'),
    content: {
      title: t('mail.confirmation.title'),
      paragraphs: [greeting(t, name), t('mail.confirmation.body')],
      button: { label: t('mail.confirmation.button'), href: link },
      footnote: t('mail.confirmation.footnote'),
    },
    link,
  }))
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function existingAccountMail(to: string, signInUrl: string, locale?: Locale): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.existingAccount.subject'),
    content: {
      title: t('mail.existingAccount.title'),
      paragraphs: [t('mail.existingAccount.body')],
      button: { label: t('mail.common.signIn'), href: signInUrl },
      footnote: t('mail.existingAccount.footnote'),
    },
    link: signInUrl,
  }))
}

/** Forgot password: one link, single use, valid for an hour; following it signs every session out. */
export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  locale?: Locale,
): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.passwordReset.subject'),
    content: {
      title: t('mail.passwordReset.title'),
      paragraphs: [greeting(t, name), t('mail.passwordReset.body')],
      button: { label: t('mail.passwordReset.button'), href: link },
      footnote: t('mail.passwordReset.footnote'),
    },
    link,
  }))
}

/** Sent after the password changed, by a reset link or from Account Settings. */
export function passwordChangedMail(
  to: string,
  name: string,
  signInUrl: string,
  locale?: Locale,
): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.passwordChanged.subject'),
    content: {
      title: t('mail.passwordChanged.title'),
      paragraphs: [greeting(t, name), t('mail.passwordChanged.body'), t('mail.common.nothingToDo')],
      button: { label: t('mail.common.signIn'), href: signInUrl },
      footnote: t('mail.passwordChanged.footnote'),
    },
    link: signInUrl,
  }))
}

/** To the new address: following the link is what moves the account there. */
export function emailChangeMail(
  to: string,
  name: string,
  link: string,
  locale?: Locale,
): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.emailChange.subject'),
    content: {
      title: t('mail.emailChange.title'),
      paragraphs: [greeting(t, name), t('mail.emailChange.body')],
      button: { label: t('mail.emailChange.button'), href: link },
      footnote: t('mail.emailChange.footnote'),
    },
    link,
  }))
}

/** To the current address when a change is asked for: nothing has changed yet. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  signInUrl: string,
  locale?: Locale,
): OutgoingMail {
  return compose(to, locale, (t) => ({
    subject: t('mail.emailChangeNotice.subject'),
    content: {
      title: t('mail.emailChangeNotice.title'),
      paragraphs: [t('mail.emailChangeNotice.body', { newEmail }), t('mail.common.nothingToDo')],
      button: { label: t('mail.common.signIn'), href: signInUrl },
      footnote: t('mail.emailChangeNotice.footnote'),
    },
    link: signInUrl,
  }))
}
