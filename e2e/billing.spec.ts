import { type BrowserContext, expect, type Page } from '@playwright/test'
import { linkIn, waitForMail } from './support/mailbox'
import { test } from './support/test'

const PASSWORD = 'a-good-password-1'

/** Signs up for a paid plan and returns the mailed confirmation link; the page stays on /confirm-email-payment. */
async function signUpFor(page: Page, tier: 'base' | 'premium', email: string): Promise<string> {
  const since = Date.now()
  await page.goto(`/signup/${tier}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page
    .getByRole('button', { name: `Create ${tier === 'base' ? 'Base' : 'Premium'} Account` })
    .click()
  await expect(page).toHaveURL(/\/confirm-email-payment\?/)
  return linkIn(await waitForMail(email, { since }), 'verify-email')
}

/** Counts how many times any tab of the context opened a test checkout page. */
function countCheckoutVisits(context: BrowserContext): () => number {
  let visits = 0
  context.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/billing/test-checkout/')) visits++
  })
  return () => visits
}

async function openBillingTab(page: Page) {
  await page.goto('/account-settings')
  await page.getByRole('tab', { name: 'Billing' }).click()
}

test.describe('paid plans on the local test provider', () => {
  test('a base sign-up confirms by the mailed link, pays once, uses the plan and cancels it', async ({
    page,
    context,
  }) => {
    const email = `billing-base-${Date.now()}@example.com`
    const visits = countCheckoutVisits(context)
    const link = await signUpFor(page, 'base', email)

    // The mailed link opens in a new tab while the sign-up tab stays open.
    const landing = await context.newPage()
    await landing.goto(link)
    await expect(landing).toHaveURL(/\/billing\/test-checkout\//, { timeout: 20_000 })
    await expect(landing.getByText('No real charge', { exact: false })).toBeVisible()
    // The tab left open notices the sign-in, leaves the checkout to the tab from the link, and
    // tells its user where the checkout went.
    await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible()
    await expect(
      page.getByText('Payment continues in the Cadence tab that opened from the email link.', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue to payment here' })).toBeVisible()
    await expect(page).toHaveURL(/\/confirm-email-payment\?/)
    expect(visits()).toBe(1)

    await landing.getByRole('button', { name: 'Pay $4.99 (test mode)' }).click()
    await expect(landing).toHaveURL(/\/dashboard/)

    await landing.goto('/connections/add')
    await expect(landing.getByRole('heading', { name: 'Add New Connection' })).toBeVisible()
    await expect(landing.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0)

    await openBillingTab(landing)
    await expect(landing.getByText('Base Plan', { exact: true })).toBeVisible()
    await expect(landing.getByText('$4.99 per month')).toBeVisible()
    await expect(landing.getByText('Active', { exact: true })).toBeVisible()
    const history = landing.getByRole('list', { name: 'Billing history' })
    await expect(history.getByText('Paid', { exact: true })).toBeVisible()
    await expect(history.getByText('$4.99')).toBeVisible()

    const [portal] = await Promise.all([
      context.waitForEvent('page'),
      landing.getByRole('button', { name: 'Manage Subscription' }).click(),
    ])
    await expect(portal).toHaveURL(/\/billing\/test-portal/)
    await portal.getByRole('button', { name: 'Cancel subscription' }).click()
    await expect(portal).toHaveURL(/\/account-settings/)

    await openBillingTab(landing)
    await expect(landing.getByText('Cancelled', { exact: true })).toBeVisible()
  })

  test('a premium user who has not paid sees Payment Required and can open checkout from it', async ({
    page,
    context,
  }) => {
    const email = `billing-premium-${Date.now()}@example.com`
    const link = await signUpFor(page, 'premium', email)
    await page.goto(link)
    await expect(page).toHaveURL(/\/billing\/test-checkout\//, { timeout: 20_000 })

    await page.goto('/connections/add')
    await expect(
      page
        .getByRole('button', { name: 'Back to Dashboard' })
        .or(page.getByRole('link', { name: 'Back to Dashboard' })),
    ).toBeVisible()
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Complete Payment' }).click(),
    ])
    await expect(page.getByText('Redirecting to Payment')).toBeVisible()
    await expect(checkout).toHaveURL(/\/billing\/test-checkout\//)
    await expect(checkout.getByRole('button', { name: 'Pay $9.99 (test mode)' })).toBeVisible()
  })
})
