import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PASSWORD_TOO_SHORT } from '#src/contract/auth'
import { account, user, userSubscriptions } from '../db/schema'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { useSmtpCapture } from '../testing/use-smtp-capture'

describe('sign-up', () => {
  const smtp = useSmtpCapture()
  const t = useTestApp('pglite', {
    // The production cost, the default (config.test.ts), which the stored form is checked against.
    PASSWORD_HASH_LOG2N: '17',
    get SMTP_URL() {
      return smtp.capture().url
    },
  })
  /** Signs up `email` with a good password and no name, unless `fields` says otherwise. */
  const signUp = (email: string, fields: Record<string, unknown> = {}) =>
    t.json('POST', '/api/auth/sign-up/email', {
      email,
      password: 'secret-enough',
      name: '',
      ...fields,
    })

  it('stores the full name and a free subscription that starts active, and mails a confirmation link', async () => {
    const response = await signUp('Ada@Example.com', {
      name: 'Ada Lovelace',
      callbackURL: '/dashboard',
    })
    expect(response.status).toBe(200)
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'ada@example.com'))
    expect(row).toMatchObject({ name: 'Ada Lovelace', emailVerified: false })
    const [subscription] = await t.database.db.select().from(userSubscriptions)
    expect(subscription).toMatchObject({
      userId: row?.id,
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
    })
    const mail = await smtp.capture().waitForMail('ada@example.com')
    expect(mail.decoded).toContain('Subject: Confirm your email for Cadence')
    expect(mail.decoded).toContain(`${TEST_ORIGIN}/api/auth/verify-email?token=`)
    expect(mail.decoded).toContain('text/html')
    expect(mail.decoded).not.toMatch(/<img/i)
  })

  it.each(['base', 'premium'])('a %s sign-up starts pending until payment', async (tier) => {
    await signUp(`${tier}@example.com`, { subscriptionTier: tier })
    const [subscription] = await t.database.db.select().from(userSubscriptions)
    expect(subscription).toMatchObject({ subscriptionTier: tier, subscriptionStatus: 'pending' })
  })

  it('stores the password as scrypt with N=2^17, r=8, p=1', async () => {
    await signUp('hash@example.com')
    const [credential] = await t.database.db.select({ password: account.password }).from(account)
    expect(credential?.password).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{86}$/)
  })

  it('answers a known address exactly like a new one and mails its owner instead', async () => {
    const first = await signUp('known@example.com', { name: 'Known' })
    const again = await signUp('known@example.com', { password: 'other-secret', name: 'Intruder' })
    expect(again.status).toBe(first.status)
    const firstBody = await first.json()
    const againBody = await again.json()
    expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(firstBody.user).sort())
    expect(againBody.token).toBeNull()
    const second = await smtp.capture().waitForMail('known@example.com', 2)
    expect(second.decoded).toContain('You already have a Cadence account')
    const rows = await t.database.db.select().from(user)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.name).toBe('Known')
  })

  it('refuses a short password with the message of docs/product.md §8 and creates nothing', async () => {
    const response = await signUp('short@example.com', { password: '12345' })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(PASSWORD_TOO_SHORT)
    expect(await t.database.db.select().from(user)).toHaveLength(0)
  })

  it('refuses a password longer than 128 characters', async () => {
    const response = await signUp('long@example.com', { password: 'x'.repeat(129) })
    expect(response.status).toBe(400)
  })

  it('refuses an unknown tier', async () => {
    const response = await signUp('tier@example.com', { subscriptionTier: 'platinum' })
    expect(response.status).toBe(400)
  })
})
