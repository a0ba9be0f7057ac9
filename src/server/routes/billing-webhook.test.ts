import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { billingEvents, billingInvoices, userSubscriptions } from '../db/schema'
import { startFakeStripe } from '../testing/fake-stripe'
import { type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTestUser } from '../testing/two-users'

const fake = await startFakeStripe()
afterAll(() => fake.close())

const WEBHOOK_SECRET = 'whsec_test_cadence'
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_PREMIUM: 'price_premium',
}
const signer = new Stripe('sk_test_fake')
const PERIOD_END = Math.floor(Date.UTC(2031, 0, 15) / 1000)

function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type, created: PERIOD_END, data: { object } })
}

function post(t: TestApp, payload: string, signature: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (signature !== null) headers['Stripe-Signature'] = signature
  // Stripe sends no Origin: the webhook path is exempt from the origin check.
  return t.request('/api/billing/webhook', { method: 'POST', headers, body: payload })
}

const sign = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    ...(timestamp === undefined ? {} : { timestamp }),
  })

const postSigned = (t: TestApp, payload: string) => post(t, payload, sign(payload))

/** A signed-in user whose Stripe customer exists (created by their first checkout). */
async function payingUser(t: TestApp, name = 'Alice') {
  const user = await createTestUser(t, name)
  await t.database.db
    .update(userSubscriptions)
    .set({ subscriptionTier: 'base', subscriptionStatus: 'pending' })
    .where(eq(userSubscriptions.userId, user.id))
  const response = await user.json('POST', '/api/billing/checkout-session', { tier: 'base' })
  expect(response.status).toBe(200)
  const row = await subscriptionOf(t, user.id)
  if (!row.stripeCustomerId) throw new Error('checkout did not create a customer')
  return { user, customerId: row.stripeCustomerId }
}

async function subscriptionOf(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
  if (!row) throw new Error('no subscription row')
  return row
}

const countOf = async (t: TestApp, table: typeof billingEvents | typeof billingInvoices) =>
  (await t.database.db.select().from(table)).length

/** Stripe holds subscription sub_1 of this customer, in this state, until PERIOD_END. */
function stripeSubscription(customerId: string, status = 'active', price = 'price_base') {
  fake.putSubscription({ id: 'sub_1', customer: customerId, status, price, periodEnd: PERIOD_END })
}

/** Stripe holds in_1, the customer's first invoice of sub_1, paid a month before the period end. */
function paidInvoice(customerId: string) {
  fake.putInvoice({
    id: 'in_1',
    customer: customerId,
    subscription: 'sub_1',
    status: 'paid',
    amount: 499,
    created: PERIOD_END - 86_400 * 30,
  })
}

/** An event about sub_1 (created, updated, deleted). */
const subscriptionEvent = (id: string, type: string, customerId: string) =>
  stripeEvent(id, type, { id: 'sub_1', customer: customerId })

/** An event about one invoice of sub_1 (paid, payment failed). */
const invoiceEvent = (id: string, type: string, customerId: string, invoiceId: string) =>
  stripeEvent(id, type, {
    id: invoiceId,
    customer: customerId,
    parent: { subscription_details: { subscription: 'sub_1' } },
  })

describe.each(databaseKinds)('Stripe webhooks on %s', (kind) => {
  const t = useTestApp(kind, STRIPE_ENV, { stripeApiUrl: fake.url })
  beforeEach(() => fake.reset())

  it('a validly signed subscription update makes the subscription active until the period end', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId)
    const payload = subscriptionEvent('evt_1', 'customer.subscription.updated', customerId)
    const response = await postSigned(t, payload)
    expect(response.status).toBe(200)
    const row = await subscriptionOf(t, user.id)
    expect(row).toMatchObject({
      subscriptionTier: 'base',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_1',
    })
    expect(row.subscriptionEndDate?.getTime()).toBe(PERIOD_END * 1000)
  })

  it('a tampered, missing or ten-minute-old signature answers 400 and changes nothing', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId)
    const payload = subscriptionEvent('evt_1', 'customer.subscription.updated', customerId)
    const tampered = payload.replace('evt_1', 'evt_2')
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    const answers = [
      await post(t, tampered, sign(payload)),
      await post(t, payload, null),
      await post(t, payload, sign(payload, tenMinutesAgo)),
      await post(t, payload, sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
    ]
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400])
    expect(await subscriptionOf(t, user.id)).toMatchObject({ subscriptionStatus: 'pending' })
    expect(await countOf(t, billingEvents)).toBe(0)
  })

  it('the same event delivered twice at once has one effect', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId)
    paidInvoice(customerId)
    const payload = invoiceEvent('evt_paid', 'invoice.paid', customerId, 'in_1')
    const [first, second] = await Promise.all([postSigned(t, payload), postSigned(t, payload)])
    expect([first?.status, second?.status]).toEqual([200, 200])
    const results = [await first?.json(), await second?.json()].map((body) => body.result).sort()
    expect(results).toEqual(['applied', 'duplicate'])
    expect(await countOf(t, billingEvents)).toBe(1)
    const history = await (await user.request('/api/billing/history')).json()
    expect(history.history).toHaveLength(1)
    expect(history.history[0]).toMatchObject({ status: 'Paid', amount: 499, currency: 'usd' })
  })

  it('events delivered in any order leave the same final state: the subscription as Stripe holds it now', async () => {
    const { user, customerId } = await payingUser(t)
    // Stripe's current state: upgraded to premium after the first payment.
    stripeSubscription(customerId, 'active', 'price_premium')
    paidInvoice(customerId)
    const events = [
      stripeEvent('evt_a', 'checkout.session.completed', {
        id: 'cs_1',
        customer: customerId,
        subscription: 'sub_1',
      }),
      subscriptionEvent('evt_b', 'customer.subscription.created', customerId),
      invoiceEvent('evt_c', 'invoice.paid', customerId, 'in_1'),
      subscriptionEvent('evt_d', 'customer.subscription.updated', customerId),
    ]
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
      [1, 3, 0, 2],
    ]
    const finals = []
    for (const order of orders) {
      await t.database.db.delete(billingEvents)
      await t.database.db.delete(billingInvoices)
      await t.database.db
        .update(userSubscriptions)
        .set({
          subscriptionTier: 'base',
          subscriptionStatus: 'pending',
          subscriptionEndDate: null,
          stripeSubscriptionId: null,
        })
        .where(eq(userSubscriptions.userId, user.id))
      for (const index of order) expect((await postSigned(t, events[index] ?? '')).status).toBe(200)
      const row = await subscriptionOf(t, user.id)
      finals.push({
        tier: row.subscriptionTier,
        status: row.subscriptionStatus,
        end: row.subscriptionEndDate?.toISOString(),
        invoices: await countOf(t, billingInvoices),
      })
    }
    expect(new Set(finals.map((f) => JSON.stringify(f))).size).toBe(1)
    expect(finals[0]).toEqual({
      tier: 'premium',
      status: 'active',
      end: new Date(PERIOD_END * 1000).toISOString(),
      invoices: 1,
    })
  })

  it('a deleted subscription is cancelled', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId, 'canceled')
    const payload = subscriptionEvent('evt_del', 'customer.subscription.deleted', customerId)
    expect((await postSigned(t, payload)).status).toBe(200)
    expect(await subscriptionOf(t, user.id)).toMatchObject({
      subscriptionStatus: 'cancelled',
      subscriptionTier: 'base',
    })
  })

  it('a failed payment shows as a Failed history row', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId, 'past_due')
    fake.putInvoice({
      id: 'in_2',
      customer: customerId,
      subscription: 'sub_1',
      status: 'open',
      amount: 499,
      attempted: true,
      created: PERIOD_END,
    })
    const payload = invoiceEvent('evt_fail', 'invoice.payment_failed', customerId, 'in_2')
    expect((await postSigned(t, payload)).status).toBe(200)
    const history = await (await user.request('/api/billing/history')).json()
    expect(history.history[0]).toMatchObject({ status: 'Failed', amount: 499 })
  })

  it('a database failure mid-event answers 5xx, writes nothing, and the redelivery succeeds', async () => {
    const { user, customerId } = await payingUser(t)
    stripeSubscription(customerId)
    paidInvoice(customerId)
    const payload = invoiceEvent('evt_paid', 'invoice.paid', customerId, 'in_1')
    // The subscription is written first, then the invoice table is gone: the event fails halfway.
    await t.database.db.execute(sql`alter table billing_invoices rename to billing_invoices_away`)
    try {
      expect((await postSigned(t, payload)).status).toBe(500)
    } finally {
      await t.database.db.execute(sql`alter table billing_invoices_away rename to billing_invoices`)
    }
    expect(await subscriptionOf(t, user.id)).toMatchObject({ subscriptionStatus: 'pending' })
    expect(await countOf(t, billingEvents)).toBe(0)
    const retry = await postSigned(t, payload)
    expect(retry.status).toBe(200)
    expect((await retry.json()).result).toBe('applied')
    expect(await subscriptionOf(t, user.id)).toMatchObject({ subscriptionStatus: 'active' })
    expect(await countOf(t, billingInvoices)).toBe(1)
  })

  it('an event type Cadence does not handle is acknowledged with 200', async () => {
    const payload = stripeEvent('evt_x', 'charge.succeeded', { id: 'ch_1' })
    const response = await postSigned(t, payload)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ignored: true })
  })
})
