import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROVIDER_UNREACHABLE } from '#src/contract/account'
import type { Db } from '../db/client'
import { newsletterSubscribers, session, user, userSubscriptions, waitlist } from '../db/schema'
import { subjectDigest } from '../http/rate-limit'
import { startFakeStripe } from '../testing/fake-stripe'
import { queryRows } from '../testing/query-rows'
import { sampleAnalysis } from '../testing/sample-analysis'
import { TEST_ORIGIN, type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers, type TestUser } from '../testing/two-users'

/** Every table with a foreign key to user.id, read from the database itself. */
async function tablesReferringToUsers(db: Db) {
  return queryRows<{ table: string; column: string }>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column"
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.key_column_usage ref
          on ref.constraint_name = rc.unique_constraint_name and ref.constraint_schema = rc.unique_constraint_schema
        where ref.table_name = 'user' and ref.column_name = 'id' and kcu.table_schema = 'public'
        order by 1, 2`,
  )
}

/** Every table.column of the public schema in which some row mentions one of `needles`. */
async function columnsMentioning(db: Db, needles: string[]) {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' order by 1, 2`,
  )
  const needleList = sql.join(
    needles.map((needle) => sql`${needle.toLowerCase()}`),
    sql`, `,
  )
  // Every column in one statement, every needle at once: one round trip, quick on a busy machine.
  const probes = columns.map(
    ({ table, column }) =>
      sql`select ${`${table}.${column}`}::text as place where exists (
            select 1 from ${sql.identifier(table)}, needles
            where position(needles.v in lower(${sql.identifier(column)}::text)) > 0)`,
  )
  const rows = await queryRows<{ place: string }>(
    db,
    sql`with needles(v) as (select unnest(array[${needleList}]::text[]))
        ${sql.join(probes, sql` union all `)}`,
  )
  return rows.map((row) => row.place).sort()
}

const payForm = (who: TestUser, path: string) =>
  who.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
    body: '',
  })

/** Gives the user a row in every table that can hold one, through the app's own routes. */
async function giveEverything(t: TestApp, who: TestUser) {
  const { db } = t.database
  const connection = (await (await who.json('POST', '/api/connections', { name: 'Sam' })).json())
    .connection.id
  expect(
    (await who.json('POST', `/api/connections/${connection}/analyses`, sampleAnalysis())).status,
  ).toBe(201)
  expect(
    (
      await who.json('POST', `/api/connections/${connection}/annotations`, {
        anomalyId: 'silence-1',
        content: 'We were both travelling',
      })
    ).status,
  ).toBe(201)
  expect(
    (await who.json('PUT', `/api/view-preferences/${connection}`, { userPrefersViewAs: 'user2' }))
      .status,
  ).toBe(200)
  await db.insert(newsletterSubscribers).values({ email: who.email })
  await db.insert(waitlist).values({ email: who.email })
  // A paid test-provider subscription with its checkout and invoice: the plan is pending until
  // paid (a checkout is never opened over an active paid plan).
  await db
    .update(userSubscriptions)
    .set({ subscriptionStatus: 'pending' })
    .where(eq(userSubscriptions.userId, who.id))
  const { url } = await (
    await who.json('POST', '/api/billing/checkout-session', { tier: 'premium' })
  ).json()
  expect((await payForm(who, new URL(url).pathname)).status).toBe(303)
  // A reset link waiting, and counters keyed to the address and the id.
  await t.json('POST', '/api/auth/request-password-reset', { email: who.email })
  await t.json('POST', '/api/auth/sign-in/email', { email: who.email, password: 'a-wrong-guess' })
  expect((await who.json('DELETE', '/api/account', { password: 'a-wrong-guess' })).status).toBe(403)
}

describe.each(databaseKinds)('account deletion with the test provider on %s', (kind) => {
  const t = useTestApp(kind, { LOG_LEVEL: 'silent' })
  afterEach(() => vi.restoreAllMocks())

  it('cancels the paid subscription first, then no table keeps a row of the user; the other user keeps everything', async () => {
    const { alice, bob } = await createTwoUsers(t, { tier: 'premium' })
    await giveEverything(t, alice)
    await giveEverything(t, bob)
    const { db } = t.database
    const cancel = vi.spyOn(t.deps.billing, 'cancelSubscription')

    // The fixture reaches every table that refers to a user, so a new one cannot slip through.
    const referring = await tablesReferringToUsers(db)
    expect(referring.length).toBeGreaterThanOrEqual(10)
    for (const { table, column } of referring) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${alice.id}`,
      )
      expect(row?.n, `${table}.${column} holds no row of the user before deletion`).toBeGreaterThan(
        0,
      )
    }
    // Rate-limit counters hold a digest of their subject, never the id or address itself.
    const traces = [
      alice.id,
      alice.email,
      subjectDigest(alice.id),
      subjectDigest(alice.email.toLowerCase()),
    ]
    const before = await columnsMentioning(db, traces)
    for (const place of ['rate_limit.key', 'verification.value', 'waitlist.email'])
      expect(before).toContain(place)

    const response = await alice.json('DELETE', '/api/account', { password: alice.password })
    expect(response.status).toBe(200)
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(cancel.mock.calls[0]?.[0]).toMatch(/^test_sub_/)
    expect(await columnsMentioning(db, traces)).toEqual([])

    const bobStill = await columnsMentioning(db, [bob.id])
    for (const { table, column } of referring) expect(bobStill).toContain(`${table}.${column}`)
    expect((await bob.request('/api/account/export')).status).toBe(200)
  })

  it('when the provider cannot cancel, nothing is deleted and the user is told', async () => {
    const { alice } = await createTwoUsers(t, { tier: 'premium' })
    await giveEverything(t, alice)
    vi.spyOn(t.deps.billing, 'cancelSubscription').mockRejectedValueOnce(new Error('timeout'))
    const response = await alice.json('DELETE', '/api/account', { password: alice.password })
    expect(response.status).toBe(502)
    expect((await response.json()).error.message).toBe(PROVIDER_UNREACHABLE)
    const { db } = t.database
    expect(await db.select().from(user).where(eq(user.id, alice.id))).toHaveLength(1)
    expect(await db.select().from(session).where(eq(session.userId, alice.id))).toHaveLength(1)
    expect((await alice.request('/api/account/export')).status).toBe(200)
  })

  it('a free user without a customer deletes without asking the provider', async () => {
    const { alice } = await createTwoUsers(t)
    const current = vi.spyOn(t.deps.billing, 'currentSubscription')
    expect((await alice.json('DELETE', '/api/account', { password: alice.password })).status).toBe(
      200,
    )
    expect(current).not.toHaveBeenCalled()
  })
})

const fake = await startFakeStripe()
const down = await startFakeStripe()
await down.close()
afterAll(() => fake.close())
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_cadence',
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_PREMIUM: 'price_premium',
}
const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 86_400

async function withStripeCustomer(t: TestApp, who: TestUser, customer: string) {
  await t.database.db
    .update(userSubscriptions)
    .set({ subscriptionTier: 'base', stripeCustomerId: customer, stripeSubscriptionId: 'sub_A' })
    .where(eq(userSubscriptions.userId, who.id))
}

describe('account deletion with Stripe', () => {
  const t = useTestApp('pglite', STRIPE_ENV, { stripeApiUrl: fake.url })
  beforeEach(() => fake.reset())

  it('cancels the live subscription at Stripe before deleting', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await withStripeCustomer(t, alice, 'cus_A')
    fake.putSubscription({
      id: 'sub_A',
      customer: 'cus_A',
      status: 'active',
      price: 'price_base',
      periodEnd: periodEnd(),
    })
    const response = await alice.json('DELETE', '/api/account', { password: alice.password })
    expect(response.status).toBe(200)
    const calls = fake.requests.map((r) => `${r.method} ${r.path}`)
    expect(calls).toEqual(['GET /v1/subscriptions', 'DELETE /v1/subscriptions/sub_A'])
    expect(await t.database.db.select({ id: user.id }).from(user)).toEqual([{ id: bob.id }])
  })

  it('does not cancel what is already cancelled', async () => {
    const { alice } = await createTwoUsers(t)
    await withStripeCustomer(t, alice, 'cus_A')
    fake.putSubscription({
      id: 'sub_A',
      customer: 'cus_A',
      status: 'canceled',
      price: 'price_base',
      periodEnd: periodEnd(),
    })
    expect((await alice.json('DELETE', '/api/account', { password: alice.password })).status).toBe(
      200,
    )
    expect(fake.requests.map((r) => r.method)).toEqual(['GET'])
  })
})

describe('account deletion while Stripe cannot be reached', () => {
  const t = useTestApp('pglite', STRIPE_ENV, { stripeApiUrl: down.url })

  it('deletes nothing and says why', async () => {
    const { alice } = await createTwoUsers(t)
    await withStripeCustomer(t, alice, 'cus_A')
    const response = await alice.json('DELETE', '/api/account', { password: alice.password })
    expect(response.status).toBe(502)
    expect((await response.json()).error).toEqual({
      code: 'provider_unreachable',
      message: PROVIDER_UNREACHABLE,
    })
    expect(await t.database.db.select().from(user)).toHaveLength(2)
    expect((await alice.request('/api/account/export')).status).toBe(200)
  })
})
