import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { user } from '../db/schema'
import type { CapturedMail } from '../testing/smtp-capture'
import { useTestApp } from '../testing/test-app'
import { createTestUser } from '../testing/two-users'
import { useSmtpCapture } from '../testing/use-smtp-capture'

/** A captured mail as its reader sees it: subject, text and HTML decoded. */
async function read(mail: CapturedMail) {
  const parsed = await simpleParser(mail.raw)
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html) }
}

describe('mails in the language of the account', () => {
  const smtp = useSmtpCapture()
  const t = useTestApp('pglite', smtp.env)
  const signUp = (email: string, headers: Record<string, string>, fields = {}) =>
    t.json(
      'POST',
      '/api/auth/sign-up/email',
      { email, password: 'secret-enough', name: 'Ada', ...fields },
      headers,
    )
  const localeOf = async (email: string) =>
    (await t.database.db.select({ locale: user.locale }).from(user).where(eq(user.email, email)))[0]
      ?.locale
  const mailTo = async (email: string, count = 1) =>
    read(await smtp.capture().waitForMail(email, count))

  it('a sign-up with the German cookie keeps German and gets its confirmation in German', async () => {
    const response = await signUp('de@example.com', {
      Cookie: 'cadence-locale=de',
      'Accept-Language': 'fr',
    })
    expect(response.status).toBe(200)
    expect((await response.json()).user.locale).toBe('de')
    expect(await localeOf('de@example.com')).toBe('de')
    const mail = await mailTo('de@example.com')
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Cadence')
    expect(mail.text).toContain('Hallo Ada,')
    expect(mail.text).toContain('Willkommen bei Cadence!')
    expect(mail.html).toContain('<html lang="de">')
  })

  it("a sign-up without the cookie takes the browser's language", async () => {
    await signUp('fr@example.com', { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.5' })
    expect(await localeOf('fr@example.com')).toBe('fr')
    const mail = await mailTo('fr@example.com')
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Cadence')
    expect(mail.text).toContain('Bonjour Ada,')
  })

  it('an Arabic sign-up gets a right-to-left mail', async () => {
    await signUp('ar@example.com', { 'Accept-Language': 'ar-EG' })
    const mail = await mailTo('ar@example.com')
    expect(mail.subject).toBe('أكِّد بريدك الإلكتروني في Cadence')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
  })

  it('the pseudo-locale and an unknown language are stored as English, with the English mail', async () => {
    await signUp('pseudo@example.com', { Cookie: 'cadence-locale=en-XA' })
    await signUp('unknown@example.com', { 'Accept-Language': 'ja' })
    expect(await localeOf('pseudo@example.com')).toBe('en')
    expect(await localeOf('unknown@example.com')).toBe('en')
    expect((await mailTo('pseudo@example.com')).subject).toBe('Confirm your email for Cadence')
  })

  it('a sign-up cannot choose the language in its body', async () => {
    await signUp('body@example.com', {}, { locale: 'ar' })
    expect(await localeOf('body@example.com')).not.toBe('ar')
  })

  it('a known address answers with the language of the request and its owner is told in theirs', async () => {
    const first = await signUp('known@example.com', { 'Accept-Language': 'es' })
    const again = await signUp('known@example.com', { Cookie: 'cadence-locale=de' })
    const fresh = await signUp('fresh@example.com', { Cookie: 'cadence-locale=de' })
    expect(first.status).toBe(200)
    expect(again.status).toBe(fresh.status)
    const againUser = (await again.json()).user
    const freshUser = (await fresh.json()).user
    expect(againUser.locale).toBe('de')
    expect(Object.keys(againUser).sort()).toEqual(Object.keys(freshUser).sort())
    expect(await localeOf('known@example.com')).toBe('es')
    const notice = await mailTo('known@example.com', 2)
    expect(notice.subject).toBe('Ya tienes una cuenta de Cadence')
  })

  it('after a change of language the next mails come in the new one', async () => {
    const alice = await createTestUser(t, 'Alice')
    await t.json('POST', '/api/auth/request-password-reset', { email: alice.email })
    expect((await mailTo(alice.email)).subject).toBe('Reset your Cadence password')

    expect((await alice.json('PUT', '/api/account/language', { locale: 'de' })).status).toBe(204)
    await t.json('POST', '/api/auth/request-password-reset', { email: alice.email })
    const reset = await mailTo(alice.email, 2)
    expect(reset.subject).toBe('Setze dein Cadence-Passwort zurück')
    expect(reset.text).toContain('Hallo Alice,')

    expect((await alice.json('PUT', '/api/account/language', { locale: 'pt-BR' })).status).toBe(204)
    const changed = await alice.json('POST', '/api/auth/change-password', {
      currentPassword: alice.password,
      newPassword: 'a-brand-new-secret',
    })
    expect(changed.status).toBe(200)
    expect((await mailTo(alice.email, 3)).subject).toBe('Sua senha do Cadence foi alterada')
  })

  it('an e-mail change is told in the account language at both addresses', async () => {
    const alice = await createTestUser(t, 'Alice')
    await alice.json('PUT', '/api/account/language', { locale: 'fr' })
    const response = await alice.json('POST', '/api/auth/change-email', {
      newEmail: 'alice.new@example.com',
    })
    expect(response.status).toBe(200)
    const notice = await mailTo(alice.email)
    expect(notice.subject).toBe('L’adresse e-mail de votre compte Cadence pourrait changer')
    expect(notice.text).toContain('alice.new@example.com')
    const confirm = await mailTo('alice.new@example.com')
    expect(confirm.subject).toBe('Confirmez votre nouvelle adresse e-mail pour Cadence')
  })
})
