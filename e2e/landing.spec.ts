import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from './support/test'

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test.describe('the landing page', () => {
  test('shows every section in the spec order, with its anchors', async ({ page }) => {
    await page.goto('/welcome')
    const headings = [
      'Understand Your Relationship Dynamics',
      'Three Ways to Understand Your Relationships',
      "See What You'll Discover",
      'See It in Action',
      'Analyze Your Own Chat, Privately',
      'Choose Your Plan',
      'Your Words Stay Yours',
      'Ready to Understand Your Relationships?',
    ]
    const tops: number[] = []
    for (const name of headings) {
      const heading = page.getByRole('heading', { name, exact: true })
      await expect(heading).toBeAttached()
      tops.push((await heading.boundingBox())?.y ?? -1)
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
    for (const id of ['demo', 'try-it-yourself', 'pricing', 'privacy', 'waitlist'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1)

    for (const title of ['Who Reaches Out First?', 'How You Connect', 'Your Communication Journey'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('67%', { exact: true })).toBeVisible()
    await expect(page.getByText('12 minutes', { exact: true })).toBeVisible()
    await expect(page.getByText('2.2 hours', { exact: true })).toBeVisible()
    for (const card of ['Content-Free Analysis', 'No Storage', 'Open Process', "You're In Control"])
      await expect(page.getByRole('heading', { name: card })).toBeAttached()
  })

  test('the hero buttons scroll to the demo and the waitlist', async ({ page }) => {
    await page.goto('/welcome')
    await page.getByRole('button', { name: 'See How It Works' }).click()
    await expect(page.locator('#demo')).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: 'Join Waitlist' }).click()
    await expect(page.locator('#waitlist')).toBeInViewport()
  })

  test("the three 'See What You'll Discover' images are real, lazy and described", async ({
    page,
  }) => {
    await page.goto('/welcome')
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: "See What You'll Discover" }),
    })
    const images = section.getByRole('img')
    await expect(images).toHaveCount(3)
    await section.scrollIntoViewIfNeeded()
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(30)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
  })

  test('the demo analyses the sample conversation when asked', async ({ page }) => {
    await page.goto('/welcome')
    const demo = page.locator('#demo')
    await demo.scrollIntoViewIfNeeded()
    await expect(demo.getByText('Try our analysis on a sample conversation')).toBeVisible()
    await expect(
      demo.getByRole('list', { name: /Sample conversation/ }).getByRole('listitem'),
    ).toHaveCount(7)
    await expect(demo.getByTestId('demo-results')).toHaveCount(0)

    await demo.getByRole('button', { name: 'Analyze This Example' }).click()
    await expect(demo.getByRole('button', { name: 'Analyzing...' })).toBeDisabled()
    const results = demo.getByTestId('demo-results')
    await expect(results).toBeVisible()
    await expect(results.getByText(/^\d+%$/)).toBeVisible()
    await expect(results).toContainText('2.2 hours')
    for (const insight of [
      'Communication Balance',
      'Response Style',
      'Relationship Health',
      'Pattern Insight',
    ])
      await expect(results).toContainText(insight)
  })

  test('every plan leads to its sign-up, on the landing page and on /pricing', async ({ page }) => {
    for (const path of ['/welcome#pricing', '/pricing']) {
      await page.goto(path)
      const pricing = path === '/pricing' ? page.locator('main') : page.locator('#pricing')
      await pricing.scrollIntoViewIfNeeded()
      for (const [plan, price] of [
        ['free', '$0'],
        ['base', '$4.99'],
        ['premium', '$9.99'],
      ] as const) {
        const card = pricing.locator(`article[aria-labelledby="plan-${plan}"]`)
        await expect(card).toContainText(price)
        await expect(card.getByRole('link')).toHaveAttribute('href', `/signup/${plan}`)
      }
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible()
    await page.getByRole('link', { name: 'Get Base' }).click()
    await expect(page).toHaveURL(/\/signup\/base$/)
  })

  test('the waitlist welcomes a new e-mail once and explains a duplicate', async ({ page }) => {
    const email = `waitlist-${Date.now()}@example.com`
    await page.goto('/welcome#waitlist')
    const waitlist = page.locator('#waitlist')
    const input = waitlist.getByPlaceholder('Enter your email address')
    await expect(input).toHaveAttribute('type', 'email')
    await expect(input).toHaveAttribute('required', '')
    const honeypot = waitlist.locator('input[name="website"]')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('aria-hidden', 'true')

    await input.fill(email)
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click()
    await expect(waitlist.getByText("You're on the list!")).toBeVisible()
    await expect(
      waitlist.getByText("We'll email you as soon as we're ready to launch."),
    ).toBeVisible()

    await page.reload()
    await waitlist.getByPlaceholder('Enter your email address').fill(email.toUpperCase())
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click()
    await expect(waitlist.getByRole('alert')).toHaveText(
      'This email is already registered for the waitlist.',
    )
    await expect(waitlist.getByRole('button', { name: 'Get Early Access' })).toBeEnabled()
  })

  test('the waitlist refuses an invalid e-mail without joining', async ({ page }) => {
    await page.goto('/welcome#waitlist')
    const waitlist = page.locator('#waitlist')
    const input = waitlist.getByPlaceholder('Enter your email address')
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/waitlist')) posted++
    })

    await input.fill('not-an-email')
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click()
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false)
    expect(posted).toBe(0)

    // Passes the browser's check but not the server's: the server's message shows inline.
    await input.fill('someone@localhost')
    await waitlist.getByRole('button', { name: 'Get Early Access' }).click()
    await expect(waitlist.getByRole('alert')).toHaveText('Please enter a valid email address')
    await expect(waitlist.getByText("You're on the list!")).toHaveCount(0)
  })

  test('axe finds no serious problem on /welcome or /pricing', async ({ page }) => {
    await page.goto('/welcome')
    await page.locator('#waitlist').scrollIntoViewIfNeeded()
    await expect(page.locator('#pricing article')).toHaveCount(3)
    await expect(
      page.locator('#demo').getByRole('button', { name: 'Analyze This Example' }),
    ).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/pricing')
    await expect(page.locator('main article')).toHaveCount(3)
    expect(await seriousViolations(page)).toEqual([])
  })
})
