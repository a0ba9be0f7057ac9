import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { REASSURANCE, reassuranceCase } from '../src/analysis/gap-analysis'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { messageIdsShown } from './support/catalog-text'
import { createConnectionByApi } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { linkIn, waitForMail } from './support/mailbox'
import { upgradeTo } from './support/plans'
import { test } from './support/test'

const CHAT = generateChat({ seed: 12, start: '2024-01-01', days: 120 })
const EXPECTED = analyzeChat(CHAT)
const GAP_GERMAN: Record<string, string> = JSON.parse(
  readFileSync(new URL('../src/i18n/catalogs/gap/de.json', import.meta.url), 'utf8'),
)

// A German browser, from sign-up to a German PDF, then English chosen in settings and kept.
test('a German reader signs up, analyses a chat and exports a report in German', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({ locale: 'de-DE', baseURL: E2E_BASE_URL })
  const page = await context.newPage()
  const file = testInfo.outputPath('chat-mit-sam.txt')
  writeFileSync(file, CHAT)

  // Sign-up in German; the confirmation mail is German too.
  await page.goto('/signup')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const email = `jonas-${Date.now().toString(36)}@example.com`
  const password = 'jonas-long-enough-password'
  await page.getByLabel('Vollständiger Name (optional)').fill('Jonas')
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  const since = Date.now()
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  const mail = await waitForMail(email, { since })
  expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Cadence')
  expect(mail.html).toContain('lang="de"')
  await page.goto(linkIn(mail, '/api/auth/verify-email'))
  await page.waitForURL('**/dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  // A chat analysed on the device, its figures written the German way.
  await upgradeTo(page, 'base')
  const id = await createConnectionByApi(page, 'Sam')
  await page.goto(`/connections/${id}`)
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Verbindung analysieren' }).click()
  await expect(page.getByText('Analyse abgeschlossen')).toBeVisible({ timeout: 30_000 })
  const total = EXPECTED.totalMessages.toLocaleString('de-DE')
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible()

  // The PDF report in German, read back.
  await page.getByRole('button', { name: 'Exportieren' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sam exportieren' })
  await dialog.getByRole('radio', { name: /^PDF-Bericht/ }).check()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF-Bericht herunterladen' }).click(),
  ])
  const pdfPath = testInfo.outputPath(download.suggestedFilename())
  await download.saveAs(pdfPath)
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' })
  expect(text).toContain('Beziehungsrhythmus mit Sam')
  expect(text).toContain('Überblick')
  expect(text).toContain(total)
  expect(text).not.toContain('Relationship rhythm with')
  await page.keyboard.press('Escape')

  // The gap analysis's reassurance, written from the analysis in German, not the engine's English.
  await page.goto(`/connections/${id}/gap-analysis`)
  await expect(page.getByRole('heading', { name: 'Beziehungsrhythmen mit Sam' })).toBeVisible()
  const reassurance = reassuranceCase(EXPECTED.analysisData.anomalies, EXPECTED.dateRangeEnd)
  await expect(page.locator('blockquote')).toHaveText(
    GAP_GERMAN[`gap.reassurance.${reassurance}`] ?? '?',
  )
  await expect(page.getByText(REASSURANCE[reassurance])).toHaveCount(0)
  // Opened directly, the page has every word it shows (no message id in place of one).
  expect(await messageIdsShown(page)).toEqual([])

  // English, chosen in settings, is kept after signing in again.
  await page.goto('/account-settings')
  await page.getByRole('tab', { name: 'Einstellungen' }).click()
  await page.getByLabel('Sprache').first().selectOption('en')
  await expect(page.getByText('Language saved')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // A new visit in this German browser: signed out, the sign-in page speaks German…
  await context.clearCookies()
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.getByLabel('E-Mail').fill(email)
  await page.getByLabel('Passwort', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  // …and once signed in, the account's choice wins.
  await page.waitForURL('**/dashboard')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})
