import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { billingInvoices, userSubscriptions } from '../db/schema'
import { startFakeStripe } from '../testing/fake-stripe'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers, type TestUser } from '../testing/two-users'

const fake = await startFakeStripe()
afterAll(() => fake.close())

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_cadence',
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_PREMIUM: 'price_premium',
}

describe.each(databaseKinds)('billing calls on Stripe on %s', (kind) => {
  const t = useTestApp(kind, STRIPE_ENV, { stripeApiUrl: fake.url })
  beforeEach(() => fake.reset())

  async function customerOf(user: TestUser): Promise<string> {
    const [row] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, user.id))
    return row?.stripeCustomerId ?? ''
  }

  it('checkout creates the caller’s own customer once and asks for the tier’s price with an idempotency key', async () => {
    const { alice } = await createTwoUsers(t)
    const first = await alice.json('POST', '/api/billing/checkout-session', { tier: 'premium' })
    expect(first.status).toBe(200)
    expect((await first.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    await alice.json('POST', '/api/billing/checkout-session', { tier: 'premium' })

    const customers = fake.requests.filter((r) => r.path === '/v1/customers')
    expect(customers).toHaveLength(1)
    const sessions = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    )
    // The second click finds the first session still open and sends it again.
    expect(sessions).toHaveLength(1)
    expect(fake.openSessions()).toHaveLength(1)
    const [session] = sessions
    expect(session?.secretKey).toBe('sk_test_fake')
    const [row] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, alice.id))
    expect(session?.params).toMatchObject({
      mode: 'subscription',
      customer: row?.stripeCustomerId,
      client_reference_id: alice.id,
      'line_items[0][price]': 'price_premium',
      'metadata[tier]': 'premium',
    })
    expect(session?.idempotencyKey).toMatch(new RegExp(`^checkout-${alice.id}-premium-`))
  })

  it('keeps one checkout open per customer: another tier expires the first, and a click back opens a new one', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const open = async (user: TestUser, tier: string) => {
      const response = await user.json('POST', '/api/billing/checkout-session', { tier })
      expect(response.status).toBe(200)
      return (await response.json()).url as string
    }
    const premium = await open(alice, 'premium')
    const bobs = await open(bob, 'premium')
    const base = await open(alice, 'base')
    expect(base).not.toBe(premium)
    const customer = await customerOf(alice)
    const alices = fake.openSessions().filter((s) => s.customer === customer)
    expect(alices.map((s) => s.url)).toEqual([base])
    // Bob's stays open: one customer's checkout never closes another's.
    expect(fake.openSessions().map((s) => s.url)).toContain(bobs)
    // Back to premium in the same ten minutes: a new session, not Stripe's replay of the expired one.
    const again = await open(alice, 'premium')
    expect(again).not.toBe(premium)
    expect(
      fake
        .openSessions()
        .filter((s) => s.customer === customer)
        .map((s) => s.url),
    ).toEqual([again])
  })

  it('opens no checkout while a paid plan is active, even one Stripe has not told Cadence of yet', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await alice.json('POST', '/api/billing/checkout-session', { tier: 'base' })
    const customer = await customerOf(alice)
    // Paid at Stripe; its webhook is still on the way.
    fake.putSubscription({
      id: 'sub_paid',
      customer,
      status: 'active',
      price: 'price_base',
      periodEnd: 1_900_000_000,
    })
    const refused = await alice.json('POST', '/api/billing/checkout-session', { tier: 'premium' })
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.code).toBe('plan_active')
    // Cadence's own record says so too, once the webhook came.
    await alice.json('POST', '/api/billing/sync')
    const created = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
    const before = created().length
    const again = await alice.json('POST', '/api/billing/checkout-session', { tier: 'premium' })
    expect(again.status).toBe(409)
    expect(created()).toHaveLength(before)
    // Bob, on the free plan, still can.
    expect((await bob.json('POST', '/api/billing/checkout-session', { tier: 'base' })).status).toBe(
      200,
    )
  })

  it.each([{ tier: 'free' }, { tier: 'gold' }, {}])(
    'checkout refuses a tier outside the allow-list (%o)',
    async (body) => {
      const { alice } = await createTwoUsers(t)
      const response = await alice.json('POST', '/api/billing/checkout-session', body)
      expect(response.status).toBe(400)
      expect(fake.requests).toHaveLength(0)
    },
  )

  it('every billing call needs a signed-in user', async () => {
    const calls = [
      await t.json('POST', '/api/billing/checkout-session', { tier: 'base' }),
      await t.json('POST', '/api/billing/customer-portal'),
      await t.request('/api/billing/history'),
      await t.json('POST', '/api/billing/sync'),
      await t.request('/api/billing/subscription'),
    ]
    expect(calls.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
  })

  it('a second user opens only their own portal and reads only their own history and subscription', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await alice.json('POST', '/api/billing/checkout-session', { tier: 'base' })
    const [aliceRow] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, alice.id))
    await t.database.db
      .update(userSubscriptions)
      .set({ subscriptionTier: 'base', subscriptionStatus: 'active' })
      .where(eq(userSubscriptions.userId, alice.id))
    await t.database.db.insert(billingInvoices).values({
      id: 'in_alice',
      userId: alice.id,
      description: 'Cadence Base',
      status: 'Paid',
      amount: 499,
      currency: 'usd',
    })

    fake.reset()
    expect((await bob.json('POST', '/api/billing/customer-portal')).status).toBe(200)
    const portal = fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')
    expect(portal?.params.customer).toBeDefined()
    expect(portal?.params.customer).not.toBe(aliceRow?.stripeCustomerId)

    expect((await (await bob.request('/api/billing/history')).json()).history).toEqual([])
    expect(
      (await (await bob.request('/api/billing/subscription')).json()).subscription,
    ).toMatchObject({
      tier: 'free',
      status: 'active',
    })
    const aliceHistory = await (await alice.request('/api/billing/history')).json()
    expect(aliceHistory.history).toEqual([
      expect.objectContaining({ id: 'in_alice', status: 'Paid', amount: 499, currency: 'usd' }),
    ])
  })

  it('sync reads the subscription from Stripe and writes its current state', async () => {
    const { alice } = await createTwoUsers(t)
    expect(await (await alice.json('POST', '/api/billing/sync')).json()).toEqual({
      synced: false,
      message: 'No subscription found for this account.',
    })
    await alice.json('POST', '/api/billing/checkout-session', { tier: 'base' })
    const [row] = await t.database.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, alice.id))
    fake.putSubscription({
      id: 'sub_9',
      customer: row?.stripeCustomerId ?? '',
      status: 'trialing',
      price: 'price_premium',
      periodEnd: 1_900_000_000,
    })
    const response = await alice.json('POST', '/api/billing/sync')
    expect(await response.json()).toMatchObject({ synced: true })
    const subscription = (await (await alice.request('/api/billing/subscription')).json())
      .subscription
    expect(subscription).toEqual({
      tier: 'premium',
      status: 'trial',
      endDate: new Date(1_900_000_000_000).toISOString(),
      hasCustomer: true,
    })
  })
})
