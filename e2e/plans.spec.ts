import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { analyzeChat } from '../src/analysis/analyze'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { createConnectionByApi, expectAccessible, signUpAndConfirm } from './support/connections'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'

// Plans that mean something: a free account meets its limits, upgrades on the test provider,
// and exports files whose figures are the ones the engine computes for the uploaded chat.

const CHAT = generateChat({
  seed: 41,
  start: '2023-01-02',
  days: 300,
  events: [{ type: 'silence', start: '2023-06-05', days: 14 }],
})
const EXPECTED = analyzeChat(CHAT)

async function upload(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
}

async function download(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const path = test.info().outputPath(file.suggestedFilename())
  await file.saveAs(path)
  return path
}

test('a free user meets the connection limit, upgrades to Base and exports CSV and PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const file = testInfo.outputPath('chat-with-sam.txt')
  writeFileSync(file, CHAT)
  await signUpAndConfirm(page, 'Lena')

  // Free: comparison is locked and says what it would give.
  await page.goto('/dashboard/compare')
  const lockedCompare = page.getByRole('region', { name: 'Compare Relationships, locked' })
  await expect(lockedCompare).toBeVisible()
  await expect(lockedCompare.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/pricing',
  )

  for (const name of ['Ana', 'Ben', 'Cleo']) await createConnectionByApi(page, name)
  await page.goto('/dashboard')
  await expect(
    page.getByText(
      /3 of 3 connections · 0 of 1 full analysis, 0 of 3 recent analyses this month, renews \w{3} 1/,
    ),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Add Connection' }).click()
  const limit = page.getByRole('region', { name: 'More connections, locked' })
  await expect(limit).toContainText('3 connections')
  await expectAccessible(page)
  await screenshotWidths(page, 'connection-limit')

  // Upgrade from the prompt: the pricing page starts checkout on the test provider.
  await limit.getByRole('link', { name: 'Upgrade' }).click()
  await page.waitForURL('**/pricing')
  await expect(page.getByRole('button', { name: 'Your current plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Upgrade to Base' }).click()
  await page.waitForURL(/\/billing\/test-checkout\//)
  await page.getByRole('button', { name: 'Pay $4.99 (test mode)' }).click()
  await page.waitForURL(/\/dashboard/)
  await expect(page.getByText(/3 connections · 0 of 15 full analyses this month/)).toBeVisible()

  // Base: a fourth connection, analysed in the browser.
  await page.getByRole('link', { name: 'Add Connection' }).click()
  await page.getByLabel('What name should we use for this connection? *').fill('Sam')
  await page.getByRole('button', { name: 'Create Connection' }).click()
  await page.waitForURL(/\/connections\/[0-9a-f-]{36}$/)
  await upload(page, file)
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })

  // CSV: parsed back, its figures are the engine's for this chat.
  await page.getByRole('button', { name: 'Export' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export Sam' })
  await expect(dialog.getByText('Premium')).toHaveCount(2)
  await expectAccessible(page)
  await screenshotWidths(page, 'export-dialog')
  const csvPath = await download(page, 'Download CSV')
  const rows = Papa.parse<Record<string, string>>(readFileSync(csvPath, 'utf8'), {
    header: true,
  }).data
  const figure = (name: string) =>
    rows.find((r) => r.section === 'figure' && r.figure === name)?.value
  expect(figure('rhythm score')).toBe(String(EXPECTED.rhythmScore))
  expect(figure('total messages')).toBe(String(EXPECTED.totalMessages))
  expect(figure('initiation %')).toBe(String(EXPECTED.initiationRate))
  expect(figure('average response')).toBe(EXPECTED.avgResponseTime)
  const months = rows.filter((r) => r.section === 'monthly')
  expect(months.map((r) => Number(r.messages))).toEqual(
    EXPECTED.analysisData.monthlyActivity.map((m) => m.messageCount),
  )
  expect(rows.some((r) => r.section === 'anomaly' && r.type === 'silence')).toBe(true)

  // PDF: read through pdftotext.
  await dialog.getByRole('radio', { name: /^PDF report/ }).check()
  const pdfPath = await download(page, 'Download PDF report')
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
  expect(text).toContain('Sam')
  expect(text).toContain(String(EXPECTED.rhythmScore))
  expect(text).toContain(EXPECTED.totalMessages.toLocaleString('en-US'))
  expect(text).toMatch(/\d+-Day Communication Gap/)

  // JSON is Premium: offered as an upgrade, not a download.
  await dialog.getByRole('radio', { name: /^JSON/ }).check()
  await expect(dialog.getByRole('link', { name: 'Upgrade to export JSON' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The basic gap analysis: silences shown, the advanced parts locked.
  await page.getByRole('link', { name: 'View Gap Analysis' }).click()
  await expect(
    page.getByRole('heading', { name: /\d+-Day Communication Gap/ }).first(),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Advanced Gap Analysis, locked' })).toBeVisible()
  await expectAccessible(page)
  await screenshotWidths(page, 'gap-basic')
})

test("a free user whose full analysis is used analyses the chat's last 6 months instead", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const file = testInfo.outputPath('chat.txt')
  writeFileSync(file, CHAT)
  await signUpAndConfirm(page, 'Tomas')
  const id = await createConnectionByApi(page, 'Kim')
  await page.goto(`/connections/${id}`)
  await upload(page, file)
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Upload newer chat' }).click()
  await upload(page, file)
  const offer = page.getByRole('status').filter({ hasText: 'full-history analysis a month' })
  await expect(offer).toContainText('Analyse the last 6 months instead')
  await expectAccessible(page)
  await screenshotWidths(page, 'recent-offer')
  await offer.getByRole('button', { name: 'Analyse the last 6 months' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })

  const recent = analyzeChat(CHAT, { recentOnly: true })
  const { analyses } = await (await page.request.get(`/api/connections/${id}/analyses`)).json()
  expect(analyses).toHaveLength(2)
  expect(analyses[0].dateRangeStart).toBe(recent.dateRangeStart)
  expect(analyses[0].totalMessages).toBe(recent.totalMessages)
  const usage = await (await page.request.get('/api/plan')).json()
  expect(usage).toMatchObject({ fullAnalyses: { used: 1 }, recentAnalyses: { used: 1 } })
})
