import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from './e2e-env'
import { linkIn, waitForMail } from './mailbox'

/** Signs up through the API, follows the mailed confirmation link and lands signed in on /dashboard. */
export async function signUpAndConfirm(page: Page, name: string): Promise<{ email: string }> {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
  const since = Date.now()
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: `${name}-long-enough-password`, name, callbackURL: '/dashboard' },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const mail = await waitForMail(email, { since })
  await page.goto(linkIn(mail, '/api/auth/verify-email'))
  await page.waitForURL('**/dashboard')
  return { email }
}

/** A connection made through the API as the page's signed-in user. */
export async function createConnectionByApi(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/connections', {
    data: { name },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).connection.id
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Toasts fade in and out; axe would measure their contrast half-way through the animation.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  // A list or menu that was just chosen from closes with an animation; until it is gone the
  // rest of the page stays hidden from screen readers, as it is while the list is open.
  await expect(
    page.locator(':is([role="listbox"], [role="menu"])[data-state="closed"]'),
  ).toHaveCount(0)
  const result = await new AxeBuilder({ page }).analyze()
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** A raw WhatsApp (Android, 24-hour) export with names and words, as a phone writes it. */
export function rawWhatsAppExport(days = 20): string {
  const lines = ['01/03/2024, 08:00 - Messages and calls are end-to-end encrypted.']
  for (let day = 1; day <= days; day++) {
    const date = `${String(day).padStart(2, '0')}/03/2024`
    lines.push(`${date}, 08:1${day % 10} - Anna Lee: morning! how did it go?`)
    lines.push(`${date}, 08:2${day % 10} - Ben: really well, tell you later`)
    lines.push(`${date}, 19:0${day % 10} - Ben: dinner on Friday?`)
    lines.push(`${date}, 19:4${day % 10} - Anna Lee: yes please`)
  }
  return `${lines.join('\n')}\n`
}
