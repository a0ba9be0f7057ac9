import { writeFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { upgradeTo } from './support/plans'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'

/** The anomaly card whose title matches. */
function anomalyCard(page: Page, title: RegExp): Locator {
  return page
    .locator('[id^="anomaly-"]')
    .filter({ has: page.getByRole('heading', { name: title }) })
}

test('a user reads the rhythms of a chat with a long silence and keeps a memory of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  // Five months of chat with a fifteen-day silence planted in March: past two weeks and this
  // surprising, a silence is critical (docs/analysis.md §5).
  const chat = generateChat({
    seed: 21,
    start: '2024-01-01',
    days: 150,
    events: [{ type: 'silence', start: '2024-03-04', days: 15 }],
  })
  const file = testInfo.outputPath('chat-with-sam.txt')
  writeFileSync(file, chat)

  await signUpAndConfirm(page, 'Nora')
  await upgradeTo(page, 'base')
  const id = await createConnectionByApi(page, 'Sam')
  await page.goto(`/connections/${id}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'View Gap Analysis' }).click()

  await page.waitForURL(`**/connections/${id}/gap-analysis`)
  await expect(page.getByRole('heading', { name: 'Relationship Rhythms with Sam' })).toBeVisible()
  for (const label of ['Critical Events', 'Total Anomalies', 'Longest Gap (days)'])
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  await expect(page.getByText('Showing months with significant events')).toBeVisible()
  const silence = anomalyCard(page, /^1[5-7]-Day Communication Gap$/)
  await expect(silence).toBeVisible()
  await expect(silence.getByText('Critical', { exact: true })).toBeVisible()
  await expect(silence.getByText('Gap Duration')).toBeVisible()
  await expect(silence.getByText(/\d+% longer than usual/)).toBeVisible()

  // The month dot and the card select each other.
  const march = page.getByRole('button', { name: /^Mar 2024: / })
  await march.click()
  await expect(march).toHaveAttribute('aria-pressed', 'true')
  await expect(silence).toHaveAttribute('aria-current', 'true')

  await expectAccessible(page)
  await screenshotWidths(page, 'gap-analysis')

  // A memory: saved, still there after a reload, edited, then really deleted.
  await silence.getByRole('button', { name: 'Add your memory' }).click()
  const note = silence.getByRole('textbox', { name: 'Your memory' })
  const save = silence.getByRole('button', { name: 'Save' })
  await note.fill('   ')
  await expect(save).toBeDisabled()
  await note.fill('I was travelling through Peru with no signal.')
  await save.click()
  await expect(page.getByText('Memory saved successfully')).toBeVisible()
  await page.reload()
  await expect(silence.getByText('I was travelling through Peru with no signal.')).toBeVisible()
  await expectAccessible(page)

  await silence.getByRole('button', { name: 'Edit' }).click()
  await expect(note).toHaveValue('I was travelling through Peru with no signal.')
  await note.fill('Travelling through Peru, then a new job.')
  await silence.getByRole('button', { name: 'Save' }).click()
  await expect(silence.getByText('Travelling through Peru, then a new job.')).toBeVisible()
  await page.reload()
  await expect(silence.getByText('Travelling through Peru, then a new job.')).toBeVisible()

  await silence.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alertdialog', { name: 'Delete this memory?' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete memory' }).click()
  await expect(silence.getByRole('button', { name: 'Add your memory' })).toBeVisible()
  await page.reload()
  await expect(silence.getByRole('button', { name: 'Add your memory' })).toBeVisible()
  await expect(page.getByText('Travelling through Peru, then a new job.')).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to Analysis' }).click()
  await page.waitForURL(`**/connections/${id}`)
})

test('a connection without a chat has no rhythms yet', async ({ page }) => {
  await signUpAndConfirm(page, 'Omar')
  await upgradeTo(page, 'base')
  const id = await createConnectionByApi(page, 'Kim')
  await page.goto(`/connections/${id}/gap-analysis`)
  await expect(page.getByRole('heading', { name: 'No analysis data available' })).toBeVisible()
  await expect(page.getByText('No analysis data found for this connection')).toBeVisible()
  await page.goto('/connections/00000000-0000-4000-8000-000000000000/gap-analysis')
  await expect(page.getByRole('heading', { name: 'Unable to load gap analysis' })).toBeVisible()
})

test('on Base, a chat whose rhythm changed for good reads as chapters, with who starts each month', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000)
  // A year and a half; from the tenth month on they write a quarter as often, for good.
  const chat = generateChat({
    seed: 31,
    start: '2023-01-02',
    days: 540,
    events: [{ type: 'frequency_drop', start: '2023-10-02', days: 270, factor: 0.25 }],
  })
  const file = testInfo.outputPath('chat-with-ana.txt')
  writeFileSync(file, chat)

  await signUpAndConfirm(page, 'Lena')
  await upgradeTo(page, 'base')
  const id = await createConnectionByApi(page, 'Ana')
  await page.goto(`/connections/${id}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })
  await page.goto(`/connections/${id}/gap-analysis`)

  const chapters = page.getByRole('list').filter({ hasText: 'Chapter 1' })
  await expect(chapters.getByRole('listitem').first()).toContainText(
    /From January 2023 you exchange about [\d.]+ messages a day/,
  )
  await expect(chapters.getByRole('listitem').nth(1)).toContainText(
    /From (September|October|November) 2023 you talk about (a quarter|a third) as often/,
  )
  // How clear the change is, and what that means, so the page never overstates.
  await expect(chapters.getByRole('listitem').nth(1)).toContainText('Clear change')
  await expect(page.getByText(/^A change is clear when your own conversations/)).toBeVisible()
  const balance = page.getByRole('table', { name: 'Who starts conversations, month by month' })
  await expect(balance.getByRole('row').nth(1)).toContainText(/^Jan 2023\d+(\.\d)?% \(likely /)
  await expectAccessible(page)

  // A phone's width: nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 900 })
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390)
  await page.setViewportSize({ width: 1280, height: 900 })
  await screenshotWidths(page, 'gap-chapters')

  // In Arabic the page reads right to left, the sentences from the catalog.
  const language = await page.request.put('/api/account/language', {
    data: { locale: 'ar' },
    headers: { Origin: E2E_BASE_URL },
  })
  expect(language.status()).toBe(204)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText(/^الفصل /).nth(1)).toBeVisible()
  await expect(page.getByText(/^منذ .+: صار تواصلكما نحو (ربع|ثلث) ما كان/)).toBeVisible()
  await screenshotWidths(page, 'gap-chapters-ar', [390])
})
