import { writeFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
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
  // Five months of chat with a twelve-day silence planted in March.
  const chat = generateChat({
    seed: 21,
    start: '2024-01-01',
    days: 150,
    events: [{ type: 'silence', start: '2024-03-04', days: 12 }],
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
  const silence = anomalyCard(page, /^1[1-3]-Day Communication Gap$/)
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
