import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'

/**
 * Collects errors the app's own code reports: a quiet console is part of a healthy
 * shell (a signed-out session read, for one, must not log). The browser's notes on
 * a missing image or an answer of another feature are left to that feature's tests.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (message.text().startsWith('Failed to load resource')) return
    errors.push(message.text())
  })
  return errors
}

test.describe('the app shell', () => {
  test('the root address lands on the welcome page, signed out and without errors', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const sessionRead = page.waitForResponse('**/api/auth/get-session')
    await page.goto('/')
    expect((await sessionRead).ok()).toBe(true)
    await expect(page).toHaveURL(/\/welcome$/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('an unknown address shows the 404 page, whose link leads home', async ({ page }) => {
    const errors = watchErrors(page)
    await page.goto('/this/page/does-not-exist')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()

    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    expect(errors).toEqual([])
  })

  test('a signed-out visitor asking for the dashboard signs in first, without a dead back step', async ({
    page,
  }) => {
    await page.goto('/welcome')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)

    // The redirect replaced /dashboard in history, so going back skips it.
    await page.goBack()
    await expect(page).toHaveURL(/\/welcome$/)
  })

  test('a page whose download fails shows the error, and "Try again" loads it', async ({
    page,
  }) => {
    let failures = 0
    await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
      if (failures === 0) {
        failures += 1
        await route.abort('connectionreset')
        return
      }
      await route.continue()
    })

    await page.goto('/welcome')
    // The header's sign-in link shows once the page is live (hydrated, session read): from
    // then on the Pricing link is followed inside the app, not by loading a new page.
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click()
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(
      page.getByText("We're sorry, but there was an error loading this page."),
    ).toBeVisible()
    expect(failures).toBe(1)

    await page.getByRole('button', { name: 'Try again' }).click()
    // The pricing page's own heading (the spec's 'Choose Your Plan' once the page is built).
    await expect(
      page.getByRole('heading', { level: 1, name: /^(Pricing|Choose Your Plan)$/ }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/pricing$/)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the navigation, footer and 404 page pass an accessibility audit (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto('/no-such-page')
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

      await page.setViewportSize({ width: 390, height: 800 })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    })
  }
})
