import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'

// Expectations come from content/blog and the fixture post in e2e/fixtures/blog.
const BANNER_TITLE = 'The Silences That Mean Nothing: Why Human Messaging Comes in Bursts'
const CHIPS = [
  'All Posts',
  'Initiation & Balance',
  'Privacy',
  'Reading Your Rhythm',
  'Response Times',
  'Silence & Distance',
]

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter posts by category' })
const cards = (page: Page) => page.getByRole('region', { name: 'Articles' }).getByRole('article')

test.describe('the blog', () => {
  test('lists every post under the featured banner, newest first', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relationship Insights')
    await expect(chips(page).getByRole('link')).toHaveText(CHIPS)
    await expect(chips(page).getByRole('link', { name: 'All Posts' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const banner = page.getByRole('article').filter({ hasText: 'Most Popular' })
    await expect(banner.getByText('Featured', { exact: true })).toBeVisible()
    await expect(banner.getByRole('heading')).toHaveText(BANNER_TITLE)
    // Ten published posts, the banner's one not repeated in the grid.
    await expect(cards(page)).toHaveCount(9)
    const first = cards(page).first()
    await expect(first.getByRole('heading')).toHaveText(
      'Your Relationship Orbit: Comparing Connections Without Ranking People',
    )
    await expect(first).toContainText('Initiation & Balance')
    await expect(first).toContainText('Nov 17, 2026')
    await expect(first).toContainText(/\d+ min read/)
  })

  test('filters by category in the URL, without the banner or featured posts', async ({ page }) => {
    await page.goto('/blog')
    await chips(page).getByRole('link', { name: 'Silence & Distance' }).click()
    await expect(page).toHaveURL(/\/blog\?category=silence-distance$/)
    await expect(chips(page).getByRole('link', { name: 'Silence & Distance' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(page.getByText('Most Popular')).toHaveCount(0)
    // The featured 'Silences' post is left out of a category's grid (docs/product.md §2).
    await expect(cards(page).getByRole('heading')).toHaveText([
      'Long-Distance Rhythms: Time Zones, Overlap Windows and Honest Timestamps',
    ])

    await page.reload()
    await expect(chips(page).getByRole('link', { name: 'Silence & Distance' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await chips(page).getByRole('link', { name: 'Privacy' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?category=privacy$/)
    await expect(cards(page)).toHaveCount(2)
  })

  test('opens an article, counts the view, sets the title, and goes back', async ({ page }) => {
    const view = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/blog/who-texts-first/view'),
    )
    await page.goto('/blog')
    await page.getByRole('link', { name: 'Who Texts First? What Initiation Balance' }).click()
    await expect(page).toHaveURL(/\/blog\/who-texts-first$/)
    await view
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Who Texts First? What Initiation Balance Can and Cannot Say',
    )
    await expect(page.getByText('September 22, 2026')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: /starting a conversation/ }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Who Texts First? Reading Initiation Balance')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /How Cadence measures who starts conversations/,
    )

    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page).not.toHaveTitle('Who Texts First? Reading Initiation Balance')
  })

  test('Back to Blog returns to the category the reader had chosen', async ({ page }) => {
    await page.goto('/blog?category=response-times')
    // Live first: a card clicked before the page's code runs loads the article as a new
    // document, and Back to Blog then has no history to go back to.
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.getByRole('link', { name: 'Why Your Average Reply Time Can Mislead You' }).click()
    await expect(page).toHaveURL(/\/blog\/why-your-average-reply-time-can-mislead-you$/)
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog\?category=response-times$/)
    await expect(chips(page).getByRole('link', { name: 'Response Times' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('an article opened directly goes back to the list', async ({ page }) => {
    await page.goto('/blog/who-texts-first')
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('an unknown article answers 404 with the not-found page, which leads home', async ({
    page,
  }) => {
    const response = await page.goto('/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle('Page not found · Cadence')
    await expect(page).toHaveURL(/\/blog\/no-such-article$/)
    await page.getByRole('link', { name: 'Return to home' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
  })

  test('renders a javascript: link harmless and keeps a safe one', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await page.goto('/blog/markdown-safety-check')
    await expect(page.getByRole('link', { name: 'safe link' })).toHaveAttribute(
      'href',
      'https://example.com/cadence',
    )
    const harmful = page.locator('article').getByText('harmful link')
    expect(await harmful.getAttribute('href')).toBeFalsy()
    await harmful.click()
    await expect(page).toHaveURL(/\/blog\/markdown-safety-check$/)
    expect(dialogs).toBe(0)
  })

  test('drops a script or an event handler written in a post, and runs none', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    await page.goto('/blog/markdown-safety-check')
    const article = page.locator('article')
    await expect(article.getByText('A script in the words stays quiet:')).toContainText(
      'and the sentence goes on.',
    )
    await expect(article.locator('script, img, [onerror]')).toHaveCount(0)
    await expect(article).not.toContainText('block script')
    // Hydrated: the header's sign-in link works once the page's code runs.
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(dialogs).toBe(0)
  })

  test('a link in an article to another one moves inside the app', async ({ page }) => {
    // The article counts its view once its code runs, in the same commit that sets up its
    // links; the header's sign-in link can be live before it, the article hydrating later.
    const articleLive = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/blog/markdown-safety-check/view'),
    )
    await page.goto('/blog/markdown-safety-check')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Note With Links')
    await articleLive
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(() => document.documentElement.setAttribute('data-visit', 'first'))
    await page.getByRole('link', { name: 'another article' }).click()
    await expect(page).toHaveURL(/\/blog\/who-texts-first$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Who Texts First?')
    await expect(page.locator('article h2').first()).toHaveText(
      'What counts as "starting a conversation"',
    )
    expect(await page.evaluate(() => document.documentElement.dataset.visit)).toBe('first')
  })

  test('subscribes to the newsletter from the Stay Connected block', async ({ page }) => {
    await page.goto('/blog')
    const block = page.getByRole('region', { name: 'Stay Connected' })
    await block.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
    await block.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Successfully subscribed!')).toBeVisible()
    await expect(page.getByText('Thank you for subscribing to our newsletter.')).toBeVisible()
    await expect(block.getByLabel('Email address')).toHaveValue('')
  })

  test('axe finds no serious problem on /blog or an article', async ({ page }) => {
    await page.goto('/blog')
    await expect(cards(page)).toHaveCount(9)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/blog/who-texts-first')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('a translated article', () => {
  // content/blog/uebers-schreiben-reden-ohne-vorwuerfe.md translates this article into German.
  const ORIGINAL = 'talking-about-texting-without-blame'
  const GERMAN_TITLE = 'Übers Schreiben reden, ohne Vorwürfe'

  test('is what /de/blog/{slug} shows, in German, and /blog/{slug} stays English', async ({
    page,
  }) => {
    const response = await page.goto(`/de/blog/${ORIGINAL}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(GERMAN_TITLE)
    await expect(heading).toHaveAttribute('lang', 'de')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Wie ein Gespräch beginnt, zählt' }),
    ).toBeVisible()
    await expect(page.getByText('Auf Englisch')).toHaveCount(0)
    await expect(page).toHaveTitle(GERMAN_TITLE)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/de/blog/${ORIGINAL}$`),
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE')
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`/blog/${ORIGINAL}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Talking About Texting Without Blame',
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  })

  test('takes its original’s place on /de/blog, and opens from there', async ({ page }) => {
    await page.goto('/de/blog')
    await expect(
      page.getByText('Noch nicht übersetzte Artikel erscheinen auf Englisch.'),
    ).toBeVisible()
    const germanCards = page.getByRole('region', { name: 'Artikel' }).getByRole('article')
    await expect(germanCards).toHaveCount(9)
    await expect(germanCards.getByRole('link', { name: 'Talking About Texting' })).toHaveCount(0)
    // Live first, so the click moves inside the app.
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    const link = germanCards.getByRole('link', { name: GERMAN_TITLE })
    await expect(link).toHaveAttribute('lang', 'de')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/de/blog/${ORIGINAL}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GERMAN_TITLE)

    await page.goto('/blog')
    await expect(cards(page).getByRole('link', { name: GERMAN_TITLE })).toHaveCount(0)
    await expect(
      cards(page).getByRole('link', { name: 'Talking About Texting Without Blame' }),
    ).toBeVisible()
  })

  test('links to another article in German, which comes in English and says so', async ({
    page,
  }) => {
    await page.goto(`/de/blog/${ORIGINAL}`)
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
    await page.getByRole('link', { name: 'wie du deinen Rhythmus-Score freundlich liest' }).click()
    await expect(page).toHaveURL(/\/de\/blog\/how-to-read-your-rhythm-score-kindly$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
    await expect(page.getByText('Auf Englisch')).toBeVisible()
  })

  test('has no address of its own', async ({ page }) => {
    for (const path of [
      '/blog/uebers-schreiben-reden-ohne-vorwuerfe',
      '/de/blog/uebers-schreiben-reden-ohne-vorwuerfe',
    ]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
    }
  })
})
