import { writeFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { expectAllFromCatalogs, usePseudoLocale } from './support/catalog-text'
import { createConnectionByApi, rawWhatsAppExport, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { linkIn, waitForMail } from './support/mailbox'
import { upgradeTo } from './support/plans'
import { test } from './support/test'

// The pseudo-locale (en-XA) writes every catalog message accented and lengthened: a word in
// plain English on these pages did not come from a catalog, and a reader of another language
// would meet it in English.

const NAMES = ['Zoe', 'Sam', 'Kai', 'Ana', 'Ben', 'Cleo']

/** The page has drawn what it loads: no request in flight, no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0)
  await expect(page.locator('[data-slot="skeleton"], .animate-pulse')).toHaveCount(0)
}

async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main :is(h1, h2, h3)').first()).toBeVisible()
  await settled(page)
}

/** A toast is on screen; every word in it and on the page comes from a catalog. */
async function expectToast(page: Page, where: string) {
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
  await expectAllFromCatalogs(page, where, NAMES)
}

async function chooseFile(page: Page, name: string, contents: string | Buffer) {
  const path = test.info().outputPath(name)
  writeFileSync(path, contents)
  await page.locator('input[type="file"]').setInputFiles(path)
}

/** The upload's analyse button, the only large primary button with the sparkles icon. */
const analyseButton = (page: Page) => page.locator('button:has(svg.lucide-sparkles)')

test.describe('the pseudo-locale over the app', () => {
  test('the sign-in, sign-up and password pages, their validation and the server’s refusal', async ({
    page,
  }) => {
    await usePseudoLocale(page)
    for (const path of [
      '/login',
      '/signup',
      '/signup/base',
      '/forgot-password',
      '/confirm-email',
    ]) {
      await visit(page, path)
      await expectAllFromCatalogs(page, path)
    }

    // Every form's own message for an empty submit.
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await visit(page, path)
      await page.locator('form button[type="submit"]').click()
      await expect(
        page.locator('[role="alert"], [data-testid="form-message"]').first(),
      ).toBeVisible()
      await expectAllFromCatalogs(page, `${path} after an empty submit`)
    }

    // A password too short, then the server's answer to a wrong one.
    await visit(page, '/signup')
    await page.locator('input[type="email"]').fill('short-password@example.com')
    await page.locator('input[type="password"]').first().fill('12345')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByTestId('form-message')).toBeVisible()
    await expectAllFromCatalogs(page, '/signup with a short password')

    await visit(page, '/login')
    await page.locator('input[type="email"]').fill('nobody-here@example.com')
    await page.locator('input[type="password"]').fill('not-the-password-1')
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByTestId('form-message')).toBeVisible()
    await expectAllFromCatalogs(page, '/login with a wrong password')
  })

  test('a signed-in reader walks the dashboard, a connection, its analysis, compare and settings', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await usePseudoLocale(page)
    await signUpAndConfirm(page, 'Zoe')
    await settled(page)
    await expectAllFromCatalogs(page, 'the empty dashboard', NAMES)

    await page.locator('header button[aria-haspopup="menu"]').click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expectAllFromCatalogs(page, 'the account menu', NAMES)
    await page.keyboard.press('Escape')

    await visit(page, '/dashboard/compare')
    await expectAllFromCatalogs(page, 'compare, locked on the free plan', NAMES)

    await visit(page, '/connections/add')
    await expectAllFromCatalogs(page, 'the add-connection form', NAMES)
    await page.locator('form input').first().fill('Sam')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL(/\/connections\/[0-9a-f-]{36}$/)
    await expectToast(page, 'the connection created toast')
    const connectionPath = new URL(page.url()).pathname
    await settled(page)
    await expectAllFromCatalogs(page, 'the upload page', NAMES)

    // What the engine refuses, each said in the reader's language.
    const refusals: [string, string][] = [
      ['c1.txt', rawWhatsAppExport(3).replaceAll('Ben:', 'Ben Two:').replace('Ben Two:', 'Cleo:')],
      ['c2.txt', '01/03/2024, 08:10 - Anna Lee: hello\n01/03/2024, 08:20 - Anna Lee: anyone?\n'],
      ['c3.txt', 'just some notes\nwith no dates at all\n'],
      ['c4.json', '{"messages": [{"text": "hi"}]}'],
      ['c5.zip', 'not a zip at all'],
    ]
    for (const [name, contents] of refusals) {
      await chooseFile(page, name, contents)
      await analyseButton(page).click()
      await expect(page.locator('[role="alert"]').filter({ hasText: /\S/ }).first()).toBeVisible()
      await expectToast(page, `the refusal of ${name}`)
    }
    // A file of another type, and one too large, are refused before any analysis.
    await chooseFile(page, 'c6.pdf', 'pdf')
    await expect(page.locator('p[role="alert"]')).toBeVisible()
    await expectAllFromCatalogs(page, 'a file of another type', NAMES)
    await chooseFile(page, 'c7.txt', Buffer.alloc(11 * 1024 * 1024, 'a'))
    await expect(page.locator('p[role="alert"]')).toBeVisible()
    await expectAllFromCatalogs(page, 'a file too large', NAMES)

    await chooseFile(page, 'c8.txt', rawWhatsAppExport(30))
    await analyseButton(page).click()
    await expect(page.getByTestId('rhythm-score')).toBeVisible({ timeout: 30_000 })
    await expectToast(page, 'the analysis complete toast')
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 20_000)
    await settled(page)
    await expectAllFromCatalogs(page, 'the analysis page', NAMES)

    await visit(page, `${connectionPath}/settings`)
    await expectAllFromCatalogs(page, 'the connection settings', NAMES)

    await visit(page, '/dashboard')
    await expectAllFromCatalogs(page, 'the dashboard with a connection', NAMES)

    await visit(page, '/account-settings')
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click()
      await settled(page)
      await expectAllFromCatalogs(page, `the settings tab ${await tab.textContent()}`, NAMES)
    }

    // The free plan's connections all used: the page says so, with the way on.
    for (const name of ['Kai', 'Ana']) await createConnectionByApi(page, name)
    await visit(page, '/connections/add')
    await expectAllFromCatalogs(page, 'the connection limit', NAMES)
    // The server's refusal, when the page did not know the limit yet.
    const created = await page.request.post('/api/connections', {
      data: { name: 'Cleo' },
      headers: { Origin: E2E_BASE_URL },
    })
    expect(created.status()).toBe(402)

    // A connection that is not there.
    await visit(page, '/connections/00000000-0000-4000-8000-000000000000')
    await expectAllFromCatalogs(page, 'a connection not found', NAMES)
    await visit(page, '/no/such/page')
    await expectAllFromCatalogs(page, 'a page not found', NAMES)
  })

  test('compare with two analysed connections on Base', async ({ page }) => {
    test.setTimeout(120_000)
    await usePseudoLocale(page)
    await signUpAndConfirm(page, 'Zoe')
    await upgradeTo(page, 'base')
    await visit(page, '/dashboard/compare')
    await expectAllFromCatalogs(page, 'compare with no connection', NAMES)
    for (const [name, seed] of [
      ['Ana', 31],
      ['Ben', 32],
    ] as const) {
      const id = await createConnectionByApi(page, name)
      const response = await page.request.post(`/api/connections/${id}/analyses`, {
        data: analyzeChat(generateChat({ seed, days: 120 })),
        headers: { Origin: E2E_BASE_URL },
      })
      expect(response.status()).toBe(201)
    }
    await visit(page, '/dashboard/compare')
    await page.mouse.wheel(0, 20_000)
    await settled(page)
    await expectAllFromCatalogs(page, 'compare with two connections', NAMES)
    await visit(page, '/dashboard')
    await expectAllFromCatalogs(page, 'the dashboard on Base', NAMES)
    await visit(page, '/account-settings')
    await page.getByRole('tab').nth(1).click()
    await settled(page)
    // A charge is described by the payment provider, in its own words.
    await expectAllFromCatalogs(page, 'the billing tab on Base', [
      ...NAMES,
      'Cadence Base plan \\(test mode\\)',
    ])
  })

  test('a paid sign-up that has not paid yet meets the payment gate', async ({ page, context }) => {
    await usePseudoLocale(page)
    const email = `pseudo-premium-${Date.now()}@example.com`
    const since = Date.now()
    await visit(page, '/signup/premium')
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="password"]').first().fill('a-good-password-1')
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/confirm-email-payment\?/)
    await settled(page)
    await expectAllFromCatalogs(page, 'the check-your-mail-then-pay page')
    const link = linkIn(await waitForMail(email, { since }), 'verify-email')
    await page.goto(link)
    await expect(page).toHaveURL(/\/billing\/test-checkout\//, { timeout: 20_000 })

    await visit(page, '/connections/add')
    await expectAllFromCatalogs(page, 'payment required')
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('main button').first().click(),
    ])
    await expectToast(page, 'the redirecting-to-payment toast')
    await checkout.close()
  })
})
