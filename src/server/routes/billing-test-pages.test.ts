import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { userSubscriptions } from '../db/schema'
import { TEST_ORIGIN, type TestApp, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { createTwoUsers, type TestUser } from '../testing/two-users'

const form = (
  user: TestUser,
  path: string,
  fields: Record<string, string> = {},
  origin = TEST_ORIGIN,
) =>
  user.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  })

async function pendingBaseCheckout(t: TestApp, user: TestUser) {
  await t.database.db
    .update(userSubscriptions)
    .set({ subscriptionTier: 'base', subscriptionStatus: 'pending' })
    .where(eq(userSubscriptions.userId, user.id))
  const { url } = await (
    await user.json('POST', '/api/billing/checkout-session', { tier: 'base' })
  ).json()
  return new URL(url).pathname
}

const subscriptionOf = async (user: TestUser) =>
  (await (await user.request('/api/billing/subscription')).json()).subscription
const historyOf = async (user: TestUser) =>
  (await (await user.request('/api/billing/history')).json()).history

describe.each(databaseKinds)('the local test payment provider on %s', (kind) => {
  const t = useTestApp(kind)

  it('shows a checkout page labelled as test mode with no real charge', async () => {
    const { alice } = await createTwoUsers(t)
    const path = await pendingBaseCheckout(t, alice)
    expect(path).toMatch(/^\/billing\/test-checkout\/test_cs_/)
    const page = await alice.request(path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Test mode')
    expect(html).toContain('No real charge')
    expect(html).toContain('Pay $4.99 (test mode)')
    expect(html).not.toContain('<script')
  })

  it('paying activates the subscription through the same event path and records one Paid invoice', async () => {
    const { alice } = await createTwoUsers(t)
    const path = await pendingBaseCheckout(t, alice)
    const paid = await form(alice, path)
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe('/dashboard?checkout=success')
    const subscription = await subscriptionOf(alice)
    expect(subscription).toMatchObject({ tier: 'base', status: 'active', hasCustomer: true })
    const daysLeft = (Date.parse(subscription.endDate) - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(27)
    expect(daysLeft).toBeLessThan(32)
    expect((await form(alice, path)).status).toBe(409)
    expect(await historyOf(alice)).toEqual([
      expect.objectContaining({ status: 'Paid', amount: 499, currency: 'usd' }),
    ])
  })

  it('keeps one checkout open per user: the issue’s two checkouts paid both, now the earlier one is closed', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const checkout = async (user: TestUser, tier: string) =>
      new URL(
        (await (await user.json('POST', '/api/billing/checkout-session', { tier })).json()).url,
      ).pathname
    const premium = await checkout(alice, 'premium')
    const base = await checkout(alice, 'base')
    expect(base).not.toBe(premium)
    // Bob's checkout closes nothing of Alice's.
    await checkout(bob, 'premium')
    // The earlier one is closed: its page says so and paying it changes nothing.
    expect(await (await alice.request(premium)).text()).toContain('This checkout is closed')
    expect((await form(alice, premium)).status).toBe(409)
    expect(await subscriptionOf(alice)).toMatchObject({ tier: 'free' })
    expect((await form(alice, base)).status).toBe(303)
    expect(await subscriptionOf(alice)).toMatchObject({ tier: 'base', status: 'active' })
    expect(await historyOf(alice)).toEqual([expect.objectContaining({ amount: 499 })])
  })

  it('opens no checkout while a paid plan is active: a change of plan goes through the portal', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const path = await pendingBaseCheckout(t, alice)
    // Bob's checkout is opened before Alice pays, and stays his to pay.
    const bobs = await (
      await bob.json('POST', '/api/billing/checkout-session', { tier: 'base' })
    ).json()
    expect((await form(alice, path)).status).toBe(303)
    const again = await alice.json('POST', '/api/billing/checkout-session', { tier: 'premium' })
    expect(again.status).toBe(409)
    expect((await again.json()).error).toEqual({
      code: 'plan_active',
      message:
        'You already have a paid plan. To change it, use Manage Subscription in your account settings.',
    })
    expect(await historyOf(alice)).toHaveLength(1)
    expect((await form(bob, new URL(bobs.url).pathname)).status).toBe(303)
    // The portal changes the plan, with no second payment.
    expect((await form(alice, '/billing/test-portal', { action: 'premium' })).status).toBe(303)
    expect(await subscriptionOf(alice)).toMatchObject({ tier: 'premium', status: 'active' })
    expect(await historyOf(alice)).toHaveLength(1)
  })

  it('a second user can neither open nor pay the first user’s checkout, and a foreign origin is refused', async () => {
    const { alice, bob } = await createTwoUsers(t)
    const path = await pendingBaseCheckout(t, alice)
    expect((await bob.request(path)).status).toBe(404)
    expect((await form(bob, path)).status).toBe(409)
    expect((await form(alice, path, {}, 'https://evil.example')).status).toBe(403)
    expect((await form(alice, path, {}, 'null')).status).toBe(403)
    expect(await subscriptionOf(alice)).toMatchObject({ status: 'pending' })
    expect(await historyOf(alice)).toEqual([])
  })

  it('a form POST with Origin null is accepted only when the browser says it is same-origin', async () => {
    const { alice } = await createTwoUsers(t)
    const path = await pendingBaseCheckout(t, alice)
    const crossSite = await alice.request(path, {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const sameSite = await alice.request(path, {
      method: 'POST',
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(sameSite.status).toBe(303)
  })

  it('the portal changes the plan and cancels, for the signed-in user only', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await form(alice, await pendingBaseCheckout(t, alice))
    const portalUrl = (await (await alice.json('POST', '/api/billing/customer-portal')).json()).url
    expect(new URL(portalUrl).pathname).toBe('/billing/test-portal')
    expect(await (await alice.request('/billing/test-portal')).text()).toContain('Cadence Base')
    expect(await (await bob.request('/billing/test-portal')).text()).toContain(
      'no paid subscription',
    )

    expect((await form(bob, '/billing/test-portal', { action: 'cancel' })).status).toBe(303)
    expect(await subscriptionOf(alice)).toMatchObject({ status: 'active' })

    await form(alice, '/billing/test-portal', { action: 'premium' })
    expect(await subscriptionOf(alice)).toMatchObject({ tier: 'premium', status: 'active' })
    const cancelled = await form(alice, '/billing/test-portal', { action: 'cancel' })
    expect(cancelled.headers.get('location')).toBe('/account-settings')
    expect(await subscriptionOf(alice)).toMatchObject({ tier: 'premium', status: 'cancelled' })
  })

  it('sync reads the test provider’s subscription', async () => {
    const { alice } = await createTwoUsers(t)
    await form(alice, await pendingBaseCheckout(t, alice))
    await t.database.db
      .update(userSubscriptions)
      .set({ subscriptionStatus: 'pending' })
      .where(eq(userSubscriptions.userId, alice.id))
    expect(await (await alice.json('POST', '/api/billing/sync')).json()).toMatchObject({
      synced: true,
    })
    expect(await subscriptionOf(alice)).toMatchObject({ status: 'active' })
  })
  it('each paid invoice has an invoice and a receipt page, for its owner only', async () => {
    const { alice, bob } = await createTwoUsers(t)
    await form(alice, await pendingBaseCheckout(t, alice))
    const [item] = await historyOf(alice)
    expect(item.invoice_url).toBe(`/billing/test-invoice/${item.id}`)
    expect(item.receipt_url).toBe(`/billing/test-receipt/${item.id}`)

    const invoice = await alice.request(item.invoice_url)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('cache-control')).toBe('no-store')
    const invoiceHtml = await invoice.text()
    for (const part of ['Invoice', item.id, alice.email, 'Cadence Base plan (test mode)', '$4.99'])
      expect(invoiceHtml).toContain(part)
    expect(invoiceHtml).toContain('Test mode')
    expect(invoiceHtml).not.toContain('<script')
    const receiptHtml = await (await alice.request(item.receipt_url)).text()
    expect(receiptHtml).toContain('Receipt')
    expect(receiptHtml).toContain('Paid $4.99')

    for (const path of [item.invoice_url, item.receipt_url, '/billing/test-invoice/test_in_none']) {
      const foreign = await bob.request(path)
      expect(foreign.status).toBe(404)
      expect(await foreign.text()).not.toContain(alice.email)
    }
    const anonymous = await t.request(item.invoice_url)
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe('/login')
  })
})
