import { expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from './e2e-env'

const PRICES = { base: '$4.99', premium: '$9.99' } as const

/** The page's signed-in user pays for a plan on the local test provider and lands on /dashboard. */
export async function upgradeTo(page: Page, tier: 'base' | 'premium'): Promise<void> {
  const response = await page.request.post('/api/billing/checkout-session', {
    data: { tier },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { url } = await response.json()
  await page.goto(url)
  await page.getByRole('button', { name: `Pay ${PRICES[tier]} (test mode)` }).click()
  await page.waitForURL(/\/dashboard/)
}
