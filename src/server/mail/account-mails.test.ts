import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '#src/i18n/locales'
import {
  confirmationMail,
  emailChangeMail,
  emailChangeNoticeMail,
  existingAccountMail,
  passwordChangedMail,
  passwordResetMail,
} from './account-mails'
import type { OutgoingMail } from './outgoing-mail'

const LINK = 'https://cadence.example/api/auth/verify-email?token=abc&callbackURL=%2F'

const everyMail = (locale?: Locale): OutgoingMail[] => [
  confirmationMail('ada@example.com', 'Ada', LINK, locale),
  existingAccountMail('ada@example.com', LINK, locale),
  passwordResetMail('ada@example.com', '', LINK, locale),
  passwordChangedMail('ada@example.com', 'Ada', LINK, locale),
  emailChangeMail('new@example.com', 'Ada', LINK, locale),
  emailChangeNoticeMail('ada@example.com', 'new@example.com', LINK, locale),
]

describe('account mails', () => {
  it('keep the English mails as they were', () => {
    const mail = confirmationMail('ada@example.com', 'Ada', LINK)
    expect(mail.subject).toBe('Confirm your email for Cadence')
    expect(mail.html).toContain('<html lang="en"><head>')
    expect(mail.html).not.toContain('dir=')
    expect(mail.text).toBe(
      [
        'Confirm your email address',
        '',
        'Hi Ada,',
        'Welcome to Cadence. Confirm your email address to finish creating your account — you will be signed in automatically.',
        '',
        `Confirm my email: ${LINK}`,
        '',
        'This link works once and expires in 60 minutes. If you did not sign up for Cadence, you can ignore this email.',
        '',
        '— Cadence',
      ].join('\n'),
    )
  })

  it.each(LOCALES)('are written whole in %s, with the language on their HTML', (locale) => {
    for (const mail of everyMail(locale)) {
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part).not.toMatch(/mail\.[a-zA-Z]+\.[a-zA-Z]+/)
      expect(mail.html).toContain(`lang="${locale}"`)
      expect(mail.html.includes('dir="rtl"')).toBe(locale === 'ar')
      expect(mail.text).toContain(LINK)
    }
  })

  it('translate every text of a mail, subject included', () => {
    const english = everyMail('en')
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      everyMail(locale).forEach((mail, i) => {
        expect(mail.subject).not.toBe(english[i]?.subject)
        expect(mail.text.split('\n')[0]).not.toBe(english[i]?.text.split('\n')[0])
      })
    }
  })

  it('write German with "du", and the address of the new email into the notice', () => {
    const reset = passwordResetMail('ada@example.com', 'Ada', LINK, 'de')
    expect(reset.subject).toBe('Setze dein Cadence-Passwort zurück')
    expect(reset.text).toContain('Hallo Ada,')
    const notice = emailChangeNoticeMail('ada@example.com', 'new@example.com', LINK, 'fr')
    expect(notice.text).toContain('new@example.com')
  })

  it('write Arabic right to left, with the link kept left to right', () => {
    const mail = confirmationMail('ada@example.com', 'Ada', LINK, 'ar')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('<span style="word-break:break-all" dir="ltr">')
    expect(mail.subject).toBe('أكِّد بريدك الإلكتروني في Cadence')
  })

  it('escape the name and the new address in HTML', () => {
    const mail = confirmationMail('ada@example.com', '<b>Ada</b>', LINK, 'es')
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Ada</b>')
  })

  it('built without a language, are English', () => {
    const mail = passwordChangedMail('ada@example.com', 'Ada', LINK)
    expect(mail).toEqual(passwordChangedMail('ada@example.com', 'Ada', LINK, 'en'))
  })
})
