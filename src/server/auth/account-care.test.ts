import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NAME_TOO_LONG, SAME_EMAIL } from '#src/contract/account'
import { FILL_ALL_FIELDS, INVALID_EMAIL, PASSWORD_TOO_SHORT } from '#src/contract/auth'
import { user, verification } from '../db/schema'
import type { CapturedMail } from '../testing/smtp-capture'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { cookieFrom, createTestUser, createTwoUsers, type TestUser } from '../testing/two-users'
import { useSmtpCapture } from '../testing/use-smtp-capture'

const linkIn = (mail: CapturedMail, pathPart: string) => {
  const found = mail.decoded.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(pathPart))
  if (!found) throw new Error(`no ${pathPart} link in the mail`)
  return found.replaceAll('&amp;', '&')
}
const subjectOf = (mail: CapturedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]

describe('account care on better-auth', () => {
  const smtp = useSmtpCapture()
  const t = useTestApp('pglite', smtp.env)
  const follow = (link: string, cookie?: string) =>
    t.request(link.replace(TEST_ORIGIN, ''), cookie ? { headers: { Cookie: cookie } } : {})
  const signIn = (email: string, password: string) =>
    t.json('POST', '/api/auth/sign-in/email', { email, password })
  const sessionOf = async (cookie: string) =>
    (await t.request('/api/auth/get-session', { headers: { Cookie: cookie } })).json()
  const askReset = (email: string) => t.json('POST', '/api/auth/request-password-reset', { email })

  async function resetLinkFor(who: TestUser) {
    expect((await askReset(who.email)).status).toBe(200)
    const mail = await smtp.capture().waitForMail(who.email)
    expect(subjectOf(mail)).toBe('Reset your Cadence password')
    return linkIn(mail, '/api/auth/reset-password/')
  }
  async function tokenFrom(link: string) {
    const landing = await follow(link)
    expect(landing.status).toBe(302)
    const location = new URL(landing.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`)
    return location.searchParams.get('token') ?? ''
  }
  const reset = (token: string, newPassword: string) =>
    t.json('POST', '/api/auth/reset-password', { token, newPassword })

  describe('forgot password', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const alice = await createTestUser(t, 'Alice')
      const known = await askReset(alice.email)
      const unknown = await askReset('nobody@example.com')
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      expect(await known.json()).toEqual(await unknown.json())
      await smtp.capture().waitForMail(alice.email)
      expect(smtp.capture().mails.filter((m) => m.to.includes('nobody@example.com'))).toEqual([])
    })

    it('gives the messages of docs/product.md §8 for a missing or malformed address', async () => {
      const empty = await askReset('')
      expect(empty.status).toBe(400)
      expect((await empty.json()).message).toBe(FILL_ALL_FIELDS)
      expect((await (await askReset('not-an-address')).json()).message).toBe(INVALID_EMAIL)
    })

    it('is limited per address, known or not', async () => {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await askReset('target@example.com')).status)
      expect(statuses).toEqual([200, 200, 200, 429])
    })

    it('the mailed link sets a new password once, ends every session and the old password', async () => {
      const alice = await createTestUser(t, 'Alice')
      const link = await resetLinkFor(alice)
      const token = await tokenFrom(link)
      // The token is stored hashed: the database holds no working link.
      const rows = await t.database.db.select().from(verification)
      expect(rows.some((r) => r.identifier.includes(token))).toBe(false)

      const short = await reset(token, '12345')
      expect(short.status).toBe(400)
      expect((await short.json()).message).toBe(PASSWORD_TOO_SHORT)

      expect((await reset(token, 'a-brand-new-secret')).status).toBe(200)
      expect(await sessionOf(alice.cookie)).toBeNull()
      expect((await signIn(alice.email, alice.password)).status).toBe(401)
      expect((await signIn(alice.email, 'a-brand-new-secret')).status).toBe(200)

      const again = await reset(token, 'yet-another-secret')
      expect(again.status).toBe(400)
      expect((await again.json()).code).toBe('INVALID_TOKEN')
      const usedLanding = await follow(link)
      expect(usedLanding.headers.get('location')).toContain('error=INVALID_TOKEN')
      const notice = await smtp.capture().waitForMail(alice.email, 2)
      expect(subjectOf(notice)).toBe('Your Cadence password was changed')
    })

    it('a reset ends the other links still waiting and lifts a sign-in lockout', async () => {
      const alice = await createTestUser(t, 'Alice')
      const first = await tokenFrom(await resetLinkFor(alice))
      await askReset(alice.email)
      const second = await tokenFrom(
        linkIn(await smtp.capture().waitForMail(alice.email, 2), '/api/auth/reset-password/'),
      )
      for (let i = 0; i < 5; i++) await signIn(alice.email, 'a-wrong-guess')
      expect((await signIn(alice.email, alice.password)).status).toBe(429)
      expect((await reset(second, 'a-brand-new-secret')).status).toBe(200)
      expect((await reset(first, 'someone-elses-choice')).status).toBe(400)
      expect((await signIn(alice.email, 'a-brand-new-secret')).status).toBe(200)
    })

    it('a tampered token changes nothing', async () => {
      const alice = await createTestUser(t, 'Alice')
      const token = await tokenFrom(await resetLinkFor(alice))
      expect((await reset(`${token}x`, 'a-brand-new-secret')).status).toBe(400)
      expect((await signIn(alice.email, alice.password)).status).toBe(200)
    })
  })

  describe('change password', () => {
    it('needs the current password and the length of docs/product.md §5', async () => {
      const alice = await createTestUser(t, 'Alice')
      const wrong = await alice.json('POST', '/api/auth/change-password', {
        currentPassword: 'not-it',
        newPassword: 'a-brand-new-secret',
      })
      expect(wrong.status).toBe(400)
      expect((await wrong.json()).code).toBe('INVALID_PASSWORD')
      const short = await alice.json('POST', '/api/auth/change-password', {
        currentPassword: alice.password,
        newPassword: 'abc',
      })
      expect((await short.json()).message).toBe(PASSWORD_TOO_SHORT)
      expect((await signIn(alice.email, alice.password)).status).toBe(200)
    })

    it('signs out every other session, keeps this one, mails a notice and ends pending reset links', async () => {
      const alice = await createTestUser(t, 'Alice')
      const other = cookieFrom(await signIn(alice.email, alice.password))
      const pending = await tokenFrom(await resetLinkFor(alice))
      const changed = await alice.json('POST', '/api/auth/change-password', {
        currentPassword: alice.password,
        newPassword: 'a-brand-new-secret',
        revokeOtherSessions: false,
      })
      expect(changed.status).toBe(200)
      expect(await sessionOf(other)).toBeNull()
      expect(await sessionOf(alice.cookie)).toBeNull()
      expect((await sessionOf(cookieFrom(changed))).user.id).toBe(alice.id)
      const notice = await smtp.capture().waitForMail(alice.email, 2)
      expect(subjectOf(notice)).toBe('Your Cadence password was changed')
      expect((await reset(pending, 'someone-elses-choice')).status).toBe(400)
      expect((await signIn(alice.email, 'a-brand-new-secret')).status).toBe(200)
    })
  })

  describe('change e-mail', () => {
    const change = (who: TestUser, newEmail: string) =>
      who.json('POST', '/api/auth/change-email', { newEmail })
    const emailOf = async (id: string) =>
      (await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]
        ?.email

    it('changes nothing until the link mailed to the new address is followed; the old address gets a notice', async () => {
      const alice = await createTestUser(t, 'Alice')
      const response = await change(alice, 'Alice.New@Example.com')
      expect(response.status).toBe(200)
      const notice = await smtp.capture().waitForMail(alice.email)
      expect(subjectOf(notice)).toBe('Your Cadence email address may change')
      expect(notice.decoded).toContain('alice.new@example.com')
      const confirm = await smtp.capture().waitForMail('alice.new@example.com')
      expect(subjectOf(confirm)).toBe('Confirm your new email for Cadence')
      expect(await emailOf(alice.id)).toBe(alice.email)

      const link = linkIn(confirm, '/api/auth/verify-email')
      const followed = await follow(link)
      expect(followed.headers.get('location')).toBe('/account-settings?email-change=done')
      expect(await emailOf(alice.id)).toBe('alice.new@example.com')
      expect((await signIn('alice.new@example.com', alice.password)).status).toBe(200)

      const again = await follow(link)
      expect(again.headers.get('location')).toBe(
        `${TEST_ORIGIN}/account-settings?email-change=used`,
      )
    })

    it('answers the same when the new address is taken, mails nothing there, and never moves onto it', async () => {
      const { alice, bob } = await createTwoUsers(t)
      const taken = await change(alice, bob.email)
      const free = await change(alice, 'free@example.com')
      expect(taken.status).toBe(200)
      expect(await taken.json()).toEqual(await free.json())
      await smtp.capture().waitForMail('free@example.com')
      await smtp.capture().waitForMail(alice.email, 2)
      expect(smtp.capture().mails.filter((m) => m.to.includes(bob.email))).toEqual([])

      // Someone signs up with the address before the link is followed: the change is refused.
      const link = linkIn(await smtp.capture().waitForMail('free@example.com'), 'verify-email')
      await t.database.db.update(user).set({ email: 'free@example.com' }).where(eq(user.id, bob.id))
      expect((await follow(link)).headers.get('location')).toBe(
        `${TEST_ORIGIN}/account-settings?email-change=taken`,
      )
      expect(await emailOf(alice.id)).toBe(alice.email)
    })

    it('refuses the current address, a malformed one, and too many requests', async () => {
      const alice = await createTestUser(t, 'Alice')
      const same = await change(alice, alice.email.toUpperCase())
      expect(same.status).toBe(400)
      expect((await same.json()).message).toBe(SAME_EMAIL)
      expect((await (await change(alice, 'nope')).json()).message).toBe(INVALID_EMAIL)
      // better-auth limits /change-email per client (3 in 10 s), Cadence per account (5 an hour).
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await change(alice, `n${i}@example.com`)).status)
      expect(statuses[0]).toBe(200)
      expect(statuses.at(-1)).toBe(429)
    })

    it('another signed-in user cannot use the first user’s link', async () => {
      const { alice, bob } = await createTwoUsers(t)
      await change(alice, 'alice.moved@example.com')
      const link = linkIn(
        await smtp.capture().waitForMail('alice.moved@example.com'),
        'verify-email',
      )
      const followed = await follow(link, bob.cookie)
      expect(followed.headers.get('location')).toContain('error=INVALID_USER')
      expect(await emailOf(alice.id)).toBe(alice.email)
      expect(await emailOf(bob.id)).toBe(bob.email)
    })

    it('needs a session', async () => {
      const response = await t.json('POST', '/api/auth/change-email', {
        newEmail: 'x@example.com',
      })
      expect(response.status).toBe(401)
    })
  })

  describe('profile', () => {
    it('saves a trimmed name for the caller only', async () => {
      const { alice, bob } = await createTwoUsers(t)
      const saved = await alice.json('POST', '/api/auth/update-user', { name: '  Ada King  ' })
      expect(saved.status).toBe(200)
      expect((await sessionOf(alice.cookie)).user.name).toBe('Ada King')
      expect((await sessionOf(bob.cookie)).user.name).toBe('Bob')
    })

    it('refuses a long name and any other field', async () => {
      const alice = await createTestUser(t, 'Alice')
      const long = await alice.json('POST', '/api/auth/update-user', { name: 'x'.repeat(101) })
      expect(long.status).toBe(400)
      expect((await long.json()).message).toBe(NAME_TOO_LONG)
      for (const body of [
        { name: 'A', emailVerified: false },
        { name: 'A', image: 'https://evil.example/x.png' },
        { email: 'x@example.com' },
      ])
        expect((await alice.json('POST', '/api/auth/update-user', body)).status).toBe(400)
      expect((await sessionOf(alice.cookie)).user).toMatchObject({ name: 'Alice', image: null })
    })
  })
})
