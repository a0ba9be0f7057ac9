import { writeFileSync } from 'node:fs'
import { expect, type Page, type Request } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { formatDuration } from '../src/analysis/duration-text'
import { generateChat } from '../src/analysis/testing/generate-chat'
import {
  createConnectionByApi,
  expectAccessible,
  rawWhatsAppExport,
  signUpAndConfirm,
} from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'

const MARKER = `CADENCE-CONNECTION-MARKER-${Date.now().toString(36)}`

/** A stat card: its label sits in the card's top row. */
function figure(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=../..')
}

test('a new user adds a connection, analyses a chat in the browser and manages it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const chat = generateChat({ seed: 11, days: 240 })
  const expected = analyzeChat(chat)
  const file = testInfo.outputPath('chat-with-sam.txt')
  writeFileSync(file, `${chat}${MARKER}\n`)

  await signUpAndConfirm(page, 'Maya')
  await expect(page.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible()
  for (const teaser of ['Rhythm Score', 'Communication Patterns', 'Response Insights'])
    await expect(page.getByRole('heading', { name: teaser })).toBeVisible()
  await expectAccessible(page)
  await screenshotWidths(page, 'welcome')
  expect(new URL(page.url()).pathname).toBe('/dashboard')
  await page.getByRole('link', { name: 'Add Your First Connection' }).click()

  await expect(page.getByRole('heading', { name: 'Add New Connection' })).toBeVisible()
  const name = page.getByLabel('What name should we use for this connection? *')
  const submit = page.getByRole('button', { name: 'Create Connection' })
  await expect(submit).toBeDisabled()
  await name.fill('   ')
  await expect(submit).toBeDisabled()
  await name.fill('  Sam  ')
  await page.getByLabel('Relationship type (optional)').click()
  await page
    .getByRole('listbox', { name: 'Relationship type (optional)' })
    .getByRole('option', { name: 'Friend' })
    .click()
  await submit.click()
  await expect(page.getByText('Connection Created')).toBeVisible()
  await expect(page.getByText('Successfully created connection for Sam')).toBeVisible()
  await page.waitForURL(/\/connections\/[0-9a-f-]{36}$/)
  const connectionPath = new URL(page.url()).pathname

  await expect(page.getByRole('heading', { name: 'Upload Chat for Sam' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Analyze Connection' })).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await expectAccessible(page)
  await screenshotWidths(page, 'upload')
  expect(new URL(page.url()).pathname).toBe(connectionPath)

  const sent: { url: string; method: string; body: string }[] = []
  const record = (request: Request) =>
    sent.push({ url: request.url(), method: request.method(), body: request.postData() ?? '' })
  page.context().on('request', record)
  await page.locator('input[type="file"]').setInputFiles(file)
  const sizeMb = `${(Buffer.byteLength(`${chat}${MARKER}\n`) / 1024 / 1024).toFixed(2)} MB`
  await expect(page.getByText(sizeMb)).toBeVisible()
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Successfully analyzed chat with Sam')).toBeVisible()
  page.context().off('request', record)

  // Only the aggregates travel: no request carries the chat's text.
  expect(sent.filter((r) => r.body.includes(MARKER) || r.url.includes(MARKER))).toEqual([])
  const posts = sent.filter((r) => r.method === 'POST')
  expect(posts.map((r) => new URL(r.url).pathname)).toEqual([`/api${connectionPath}/analyses`])
  const body = JSON.parse(posts[0]?.body ?? '{}')
  expect(body).toEqual(JSON.parse(JSON.stringify(expected)))
  expect(posts[0]?.body).not.toContain('dd/mm')
  expect(posts[0]?.body).not.toMatch(/\d{2}\/\d{2}\/\d{2}, \d{2}:\d{2}/)

  // The analysis view shows the engine's figures for this file.
  await expect(page.getByRole('heading', { name: 'Sam', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Gap Analysis' })).toBeVisible()
  await expect(page.getByTestId('rhythm-score')).toContainText(String(expected.rhythmScore))
  await expect(figure(page, 'Total Messages')).toContainText(
    expected.totalMessages.toLocaleString('en-US'),
  )
  await expect(figure(page, 'Conversations Shared')).toContainText(
    expected.analysisData.conversationsDetected.toLocaleString('en-US'),
  )
  await expect(figure(page, 'You Initiate')).toContainText(`${expected.initiationRate}%`)
  await expect(figure(page, 'Avg Response')).toContainText(expected.avgResponseTime)
  await expect(page.getByText(expected.communicationPattern).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Monthly Activity' })).toBeVisible()
  await expect(page.getByRole('img', { name: /Heatmap of messages/ })).toBeVisible()
  // Reply times within a conversation, beside the average, and the calendar with its streaks.
  const replies = expected.rhythm.replyTimes
  const replyCard = page.getByRole('heading', { name: 'Reply Times' }).locator('xpath=../..')
  await expect(replyCard).toContainText(
    `Typical reply${formatDuration(replies.user1.medianMinutes ?? 0)}`,
  )
  await expect(replyCard).toContainText(`up to ${formatDuration(replies.cutoffMinutes)}`)
  const lastDay = expected.rhythm.coverage.lastDate
  const grid = page.getByRole('grid', { name: `Messages per day in ${lastDay.slice(0, 4)}` })
  await expect(grid).toBeVisible()
  await expect(page.getByText('Longest streak').locator('..')).toContainText(
    `${expected.rhythm.streaks.longestDays} days`,
  )
  const lastCount = expected.rhythm.calendar.days.at(-1)?.[1]
  const lastName = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${lastDay}T00:00Z`),
  )
  await grid.getByRole('gridcell', { name: `${lastName}: ${lastCount} messages` }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    /: (\d+ messages|not in this export)$/,
  )
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', new RegExp(`^${lastName}`))
  // A month's tooltip: yours first, as the bars stack, and readable (axe measures it below).
  await page.getByRole('figure', { name: 'Monthly activity chart' }).hover()
  await expect(page.locator('.recharts-tooltip-item-name')).toHaveText(['Yours', 'Theirs'])
  // The legend's words too, which axe cannot measure over the drawing: in the card's colour.
  const monthly = page.getByRole('heading', { name: 'Monthly Activity' })
  const cardColour = await monthly.evaluate((heading) => getComputedStyle(heading).color)
  for (const words of await page.locator('.recharts-legend-item-text > span').all())
    await expect(words).toHaveCSS('color', cardColour)
  await expectAccessible(page)
  await screenshotWidths(page, 'connection')
  // On a phone, the year scrolls inside its own box; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 900 })
  await page.reload()
  await expect(grid).toBeVisible()
  // (The charts follow the new width a moment later.)
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
  await expect.poll(pageWidth).toBeLessThanOrEqual(390)
  const box = page.getByTestId('calendar-scroll')
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  // It shows the latest days first, so the export's last day is in view.
  await box.scrollIntoViewIfNeeded()
  const today = grid.getByRole('gridcell', { name: new RegExp(`^${lastName}: `) })
  await expect(today).toBeInViewport()
  await box.screenshot({ path: testInfo.outputPath('calendar-390.png') })

  // Right to left in Arabic: the weeks run from the right, and the arrow keys follow them.
  const setLocale = async (locale: string) => {
    const saved = await page.request.put('/api/account/language', {
      data: { locale },
      headers: { Origin: E2E_BASE_URL },
    })
    expect(saved.status()).toBe(204)
  }
  await setLocale('ar')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const arabicGrid = page.getByRole('grid')
  await expect(arabicGrid).toBeVisible()
  await expect(page.getByRole('heading', { name: 'سرعة الرد' })).toBeVisible()
  const start = arabicGrid.locator('td[tabindex="0"]')
  await start.focus()
  const before = await start.boundingBox()
  await page.keyboard.press('ArrowRight')
  const after = await page.locator(':focus').boundingBox()
  expect(after?.x ?? 0).toBeGreaterThan(before?.x ?? Number.POSITIVE_INFINITY)
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await expect.poll(pageWidth).toBeLessThanOrEqual(390)
  await box.screenshot({ path: testInfo.outputPath('calendar-ar-390.png') })
  await screenshotWidths(page, 'connection-ar', [390])
  await setLocale('en')
  await page.reload()
  await page.setViewportSize({ width: 1280, height: 900 })
  expect(new URL(page.url()).pathname).toBe(connectionPath)

  // View as User 2, remember it, and find it again after a reload and on the dashboard.
  const asUser2 = 100 - expected.initiationRate
  await page.getByRole('button', { name: 'User 2' }).click()
  await expect(figure(page, 'You Initiate')).toContainText(`${asUser2}%`)
  await page.getByRole('button', { name: 'Remember this view' }).click()
  await expect(page.getByText('Preferences saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'User 2' })).toHaveAttribute('aria-pressed', 'true')
  await expect(figure(page, 'You Initiate')).toContainText(`${asUser2}%`)

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Your Connections' })).toBeVisible()
  await expect(page.getByText('1 connection analyzed')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: 'Sam' })
  await expect(card).toContainText('Friend')
  await expect(card).toContainText('Analyzed')
  await expect(card).toContainText(`Rhythm score${expected.rhythmScore}`)
  await expect(figure(page, 'Messages')).toContainText(
    expected.totalMessages.toLocaleString('en-US'),
  )
  await expect(figure(page, 'You initiate')).toContainText(`${asUser2}%`)
  await expectAccessible(page)
  await screenshotWidths(page, 'dashboard')
  expect(new URL(page.url()).pathname).toBe('/dashboard')

  // The settings button shows on keyboard focus.
  const settingsLink = page.getByRole('link', { name: 'Settings for Sam' })
  await settingsLink.focus()
  await expect(settingsLink).toHaveCSS('opacity', '1')
  await settingsLink.click()

  await expect(page.getByRole('heading', { name: 'Settings for Sam' })).toBeVisible()
  await expectAccessible(page)
  await screenshotWidths(page, 'settings')
  expect(new URL(page.url()).pathname).toBe(`${connectionPath}/settings`)
  await page.getByLabel('Name', { exact: true }).fill(' Samira ')
  await page.getByRole('button', { name: 'Save details' }).click()
  await expect(page.getByText('Connection updated')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settings for Samira' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to analysis' }).click()
  await expect(page.getByRole('heading', { name: 'Samira', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Settings' }).click()

  await page.getByRole('button', { name: 'Delete connection' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Delete Samira?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible()
  const left = await page.request.get(`/api${connectionPath}/analyses`)
  expect(left.status()).toBe(404)
})

test('every upload and page error says what is wrong', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  await signUpAndConfirm(page, 'Noor')
  const id = await createConnectionByApi(page, 'Lee')

  await page.goto('/connections/not-a-connection')
  await expect(page.getByRole('heading', { name: 'Invalid Connection ID' })).toBeVisible()
  await page.goto(`/connections/${crypto.randomUUID()}`)
  await expect(page.getByRole('heading', { name: 'Connection Not Found' })).toBeVisible()

  await page.goto(`/connections/${id}`)
  await expect(page.getByRole('heading', { name: 'Upload Chat for Lee' })).toBeVisible()
  const input = page.locator('input[type="file"]')
  await input.setInputFiles({
    name: 'chat.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await expect(page.getByText('Please upload a .txt file (obfuscated chat export)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Analyze Connection' })).toHaveCount(0)
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a')
  await input.setInputFiles({ name: 'CHAT.TXT', mimeType: 'text/plain', buffer: big })
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible()

  await input.setInputFiles({
    name: 'Notes.TXT',
    mimeType: 'text/plain',
    buffer: Buffer.from('32/13/24, 10:00 - User 1\n'),
  })
  await expect(page.getByText('0.00 MB')).toBeVisible()
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Failed')).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: 'Upload Failed' })
  await expect(alert).toContainText('No valid chat messages found. Please check the file format.')
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some words\nno times at all\n'),
  })
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(alert).toContainText("doesn't look like a WhatsApp chat export or any other")

  // A raw WhatsApp export is cleaned in the browser first, and the page says so.
  const raw = testInfo.outputPath('WhatsApp Chat with Anna.txt')
  writeFileSync(raw, rawWhatsAppExport())
  await input.setInputFiles(raw)
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(page.getByText('Analysis Complete')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Your WhatsApp export was cleaned on this device')).toBeVisible()
  await expect(figure(page, 'Total Messages')).toContainText('80')

  // A newer upload adds an analysis, and the newest is the one shown.
  const newer = generateChat({ seed: 4, days: 30 })
  await page.getByRole('button', { name: 'Upload newer chat' }).click()
  await input.setInputFiles({
    name: 'newer.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(newer),
  })
  await page.getByRole('button', { name: 'Analyze Connection' }).click()
  await expect(figure(page, 'Total Messages')).toContainText(
    analyzeChat(newer).totalMessages.toLocaleString('en-US'),
  )
  const stored = await (await page.request.get(`/api/connections/${id}/analyses`)).json()
  expect(stored.analyses.map((a: { totalMessages: number }) => a.totalMessages)).toEqual([
    analyzeChat(newer).totalMessages,
    80,
  ])

  // docs/product.md §2: after 15 s of loading the page offers to try again.
  await page.route(`**/api/connections/${id}`, () => {})
  await page.goto(`/connections/${id}`)
  await expect(page.getByText('Loading analysis...')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Loading Timeout' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible()
})

test("one user can neither read nor change another user's connection", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await signUpAndConfirm(page, 'Alice')
  const id = await createConnectionByApi(page, 'Secret Sam')
  const analysis = analyzeChat(generateChat({ seed: 2, days: 60 }))
  const headers = { Origin: E2E_BASE_URL }
  await page.request.post(`/api/connections/${id}/analyses`, { data: analysis, headers })
  await page.request.put(`/api/view-preferences/${id}`, {
    data: { userPrefersViewAs: 'user2', nickname: 'S' },
    headers,
  })
  const before = await (await page.request.get(`/api/connections/${id}/analyses`)).json()

  const bobContext = await browser.newContext()
  const bob = await bobContext.newPage()
  await signUpAndConfirm(bob, 'Bob')
  for (const path of [`/connections/${id}`, `/connections/${id}/settings`]) {
    await bob.goto(path)
    await expect(bob.getByRole('heading', { name: 'Connection Not Found' })).toBeVisible()
    await expect(bob.getByText('Secret Sam')).toHaveCount(0)
  }
  const attempts: [string, string, unknown?][] = [
    ['GET', `/api/connections/${id}`],
    ['PATCH', `/api/connections/${id}`, { name: 'Mine now' }],
    ['DELETE', `/api/connections/${id}`],
    ['GET', `/api/connections/${id}/analyses`],
    ['POST', `/api/connections/${id}/analyses`, analysis],
    ['GET', `/api/view-preferences/${id}`],
    ['PUT', `/api/view-preferences/${id}`, { userPrefersViewAs: 'user1' }],
    ['DELETE', `/api/view-preferences/${id}`],
  ]
  for (const [method, path, data] of attempts) {
    const response = await bob.request.fetch(path, { method, data, headers })
    expect(response.status(), `${method} ${path}`).toBe(404)
  }
  expect(await (await bob.request.get('/api/connections')).json()).toEqual({ connections: [] })
  expect(await (await bob.request.get('/api/view-preferences')).json()).toEqual({ preferences: [] })
  await bob.goto('/dashboard')
  await expect(bob.getByRole('heading', { name: 'Welcome to Cadence' })).toBeVisible()
  await bobContext.close()

  const connection = (await (await page.request.get(`/api/connections/${id}`)).json()).connection
  expect(connection.name).toBe('Secret Sam')
  expect(await (await page.request.get(`/api/connections/${id}/analyses`)).json()).toEqual(before)
  const preference = (await (await page.request.get(`/api/view-preferences/${id}`)).json())
    .preference
  expect(preference).toMatchObject({ userPrefersViewAs: 'user2', nickname: 'S' })
})
