import { readFileSync, writeFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { generateChat } from '../src/analysis/testing/generate-chat'
import type { RhythmYear } from '../src/analysis/types'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'
import { goToAnalyzeStep } from './support/try-it'

// A chat over parts of two years with a planted silence: every slide's figure is the engine's
// count of 2025, and the saved image has the size asked for.
const CHAT = generateChat({
  seed: 21,
  start: '2024-03-10',
  days: 600,
  conversationsPerDay: 2,
  events: [{ type: 'silence', start: '2025-04-02', days: 16 }],
})
const YEAR = analyzeChat(CHAT).rhythm.years.find((y) => y.year === 2025) as RhythmYear
const count = (n: number) => n.toLocaleString('en-US')

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function savedImage(page: Page, panel: Locator): Promise<{ width: number; height: number }> {
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Save image' }).click()
  const file = await (await download).path()
  return pngSize(readFileSync(file))
}

/** Every slide's figure, moving through the deck with the Next button. */
async function figuresOf(deck: Locator): Promise<Map<string, string>> {
  const figures = new Map<string, string>()
  const total = Number((await deck.getAttribute('data-total')) ?? 0)
  for (let n = 1; n <= total; n++) {
    const slide = deck.locator('section[aria-roledescription="slide"]:not([hidden])')
    await expect(slide).toHaveAttribute('aria-label', `Slide ${n} of ${total}`)
    const kind = (await slide.getAttribute('data-slide')) ?? ''
    figures.set(kind, (await slide.getByTestId('year-figure').innerText()).trim())
    if (n < total) await deck.getByRole('button', { name: 'Next slide' }).click()
  }
  return figures
}

test('the year in review shows the year’s own figures, slide by slide, and saves them as images', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await signUpAndConfirm(page, 'Noor')
  const id = await createConnectionByApi(page, 'Sam')
  const file = testInfo.outputPath('chat.txt')
  writeFileSync(file, CHAT)
  await page.goto(`/connections/${id}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })

  await page.getByRole('link', { name: 'Your 2025' }).click()
  await page.waitForURL(`**/connections/${id}/year/2025`)
  await expect(page.getByRole('heading', { name: 'Your year in rhythm' })).toBeVisible()
  const deck = page.getByTestId('year-slides')
  const figures = await figuresOf(deck)
  // A new account is on Free, which leaves the chapters out: their slide with them.
  expect([...figures.keys()]).toEqual([
    'opening',
    'days',
    'messages',
    'streak',
    'reachOut',
    'replies',
    'hours',
    'biggestDay',
    'quiet',
    'versus',
    'summary',
  ])
  expect(figures.get('opening')).toBe('2025')
  expect(figures.get('days')).toBe(count(YEAR.activeDays))
  expect(figures.get('messages')).toBe(count(YEAR.messages))
  expect(figures.get('streak')).toBe(`${YEAR.longestStreak?.days} days`)
  await expect(deck.locator('[data-slide="biggestDay"]')).toContainText(
    `${YEAR.biggestDay?.messages} messages in one day`,
  )
  expect(figures.get('quiet')).toMatch(/^1[67](\.\d)? days$/)

  // Keyboard: Home and End, and the last slide names the year's rhythm type.
  await deck.focus()
  await page.keyboard.press('Home')
  await expect(deck.locator('[data-slide="opening"]')).toBeVisible()
  await page.keyboard.press('End')
  await expect(deck.locator('[data-slide="summary"]')).toBeVisible()
  await page.keyboard.press('Home')

  // Names only when asked for, on the page and on the image alike.
  const panel = page.getByRole('region', { name: 'Keep this slide' })
  await expect(deck.locator('[data-slide="opening"]')).toContainText('You and them')
  await panel.getByLabel('Show names on the image').check()
  await expect(deck.locator('[data-slide="opening"]')).toContainText('You and Sam')
  await panel.getByLabel('Show names on the image').uncheck()
  expect(await savedImage(page, panel)).toEqual({ width: 1080, height: 1920 })
  await panel.getByLabel('Square (1080 × 1080)').check()
  expect(await savedImage(page, panel)).toEqual({ width: 1080, height: 1080 })
  await panel.getByLabel('Percentages only').check()
  await deck.getByRole('button', { name: 'Next slide' }).click()
  await expect(deck.getByTestId('year-figure').filter({ visible: true })).toHaveText(/^\d+%$/)

  await expectAccessible(page)
  await screenshotWidths(page, 'year')

  // A year the analysis does not cover says so.
  await page.goto(`/connections/${id}/year/2019`)
  await expect(page.getByText('This analysis does not cover 2019.')).toBeVisible()
})

test('another user cannot open someone else’s year', async ({ page, browser }) => {
  await signUpAndConfirm(page, 'Rami')
  const id = await createConnectionByApi(page, 'Lea')
  const other = await browser.newPage()
  await signUpAndConfirm(other, 'Omar')
  await other.goto(`/connections/${id}/year/2025`)
  await expect(other.getByRole('heading', { name: 'Connection not found' })).toBeVisible()
  await other.close()
})

test('try-it opens the year on the device, stored nowhere', async ({ page }, testInfo) => {
  const flow = await goToAnalyzeStep(page)
  const file = testInfo.outputPath('chat.txt')
  writeFileSync(file, CHAT)
  await flow.locator('input[type="file"]').setInputFiles(file)
  const results = flow.getByTestId('try-it-results')
  await expect(results).toBeVisible({ timeout: 20_000 })
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin))
      sent.push(`${request.method()} ${request.url()}`)
  })
  await results.getByRole('button', { name: 'Your 2025' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your year in rhythm' })
  const deck = dialog.getByTestId('year-slides')
  await deck.getByRole('button', { name: 'Next slide' }).click()
  await expect(deck.locator('[data-slide="days"]')).toContainText(count(YEAR.activeDays))
  await expectAccessible(page)
  // The slides are drawn on the device: nothing is written anywhere, nothing leaves for elsewhere.
  expect(sent).toEqual([])
})

test('the landing page’s demo has a sample year', async ({ page }) => {
  await page.goto('/ar/welcome')
  const demo = page.locator('#demo')
  await demo.scrollIntoViewIfNeeded()
  // The sample year's button follows the demo's own.
  await demo.getByRole('button').last().click()
  const deck = page.getByTestId('year-slides')
  await expect(deck.locator('[data-slide="opening"]')).toContainText('2025')
  // Right to left: the arrow towards the start of the line is "next".
  await deck.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(deck.locator('[data-slide="days"]')).toBeVisible()
  await screenshotWidths(page, 'sample-year-ar')
})
