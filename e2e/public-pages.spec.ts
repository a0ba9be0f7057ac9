import { expect } from '@playwright/test'
import { E2E_BASE_URL } from './support/e2e-env'
import { test } from './support/test'
import { watchPage } from './support/watch-page'

// As a visitor's browser loads them: the service worker registers (and says nothing).
test.use({ serviceWorkers: 'allow' })

const PAGES = [
  {
    path: '/welcome',
    heading: 'Understand Your Relationship Dynamics',
    words: 'Content-Free Analysis',
  },
  { path: '/pricing', heading: 'Choose Your Plan', words: 'Every plan analyses your chat' },
  { path: '/blog', heading: 'Relationship Insights', words: 'Who Texts First?' },
  {
    path: '/blog/who-texts-first',
    heading: 'Who Texts First? What Initiation Balance Can and Cannot Say',
    words: 'most common things people say',
  },
  { path: '/cleaner', heading: 'Chat Cleaner', words: 'Nothing is uploaded.' },
]

test.describe('the public pages, as the server sends them', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const { path, heading, words } of PAGES)
      test(`${path} shows its heading and words`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.getByText(words).first()).toBeVisible()
      })

    test('a category chip leads to the list of that category', async ({ page }) => {
      await page.goto('/blog')
      await page
        .getByRole('navigation', { name: 'Filter posts by category' })
        .getByRole('link', { name: 'Privacy' })
        .click()
      await expect(page).toHaveURL(/\/blog\?category=privacy$/)
      await expect(
        page
          .getByRole('navigation', { name: 'Filter posts by category' })
          .getByRole('link', { name: 'Privacy' }),
      ).toHaveAttribute('aria-current', 'true')
      await expect(page.getByRole('region', { name: 'Articles' }).getByRole('article')).toHaveCount(
        2,
      )
    })

    test('an unknown path shows the not-found page with a 404', async ({ page }) => {
      const response = await page.goto('/no/such/page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    })
  })

  for (const width of [1280, 390])
    test(`each page hydrates without a console message or a foreign request at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 860 })
      const messages: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
      const watch = await watchPage(page, E2E_BASE_URL)

      for (const { path, heading } of PAGES) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        // Live: the header offers signing in once the page is hydrated and the session read.
        const signIn =
          width < 768
            ? page.getByRole('button', { name: 'Open menu' })
            : page.getByRole('link', { name: 'Sign In' })
        await expect(signIn).toBeVisible()
      }
      // Hydrated and interactive: the category filter moves inside the app, without a page load.
      await page.goto('/blog')
      await expect(
        page
          .getByRole('link', { name: 'Sign In' })
          .or(page.getByRole('button', { name: 'Open menu' })),
      ).toBeVisible()
      const marker = await page.evaluate(() => {
        const w = window as Window & { __samePage?: number }
        w.__samePage = 1
        return w.__samePage
      })
      const privacy = page
        .getByRole('navigation', { name: 'Filter posts by category' })
        .getByRole('link', { name: 'Privacy' })
      await privacy.click()
      await expect(page).toHaveURL(/\/blog\?category=privacy$/)
      await expect(privacy).toHaveAttribute('aria-current', 'true')
      expect(
        await page.evaluate(() => (window as Window & { __samePage?: number }).__samePage),
      ).toBe(marker)

      expect(messages).toEqual([])
      expect(watch.foreignRequests()).toEqual([])
      expect(await watch.cspViolations()).toEqual([])
    })

  test('an unknown article answers 404 and its page hydrates quietly', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => {
      // The browser reports the document's own 404 status; anything else is a problem.
      if (message.text().includes('404 (Not Found)')) return
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text())
    })
    page.on('pageerror', (error) => messages.push(error.message))
    const response = await page.goto('/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Understand Your Relationship Dynamics',
    )
    expect(messages).toEqual([])
  })
})
