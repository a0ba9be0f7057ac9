import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { analyzeChat } from '../src/analysis/analyze'
import { generateChat } from '../src/analysis/testing/generate-chat'
import { messageIdsShown } from './support/catalog-text'
import { createConnectionByApi, signUpAndConfirm } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { dialogProblems, phoneProblems } from './support/phone-checks'
import { upgradeTo } from './support/plans'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'

// Cadence's readers live on phones: every signed-in page and dialog, at 390 px, in English and
// in Arabic (right to left). Nothing scrolls sideways or sticks out, every touch target is at
// least 44×44 px, no two targets overlap, charts' labels stay apart, dialogs fit the screen.
// Each page is kept as full-page screenshots at 390 and 1280 px, to be looked at.

const PHONE = { width: 390, height: 700 }

type Locale = 'en' | 'ar'

/** A message as the reader's language writes it (messages without placeholders only). */
function message(locale: Locale, area: string, id: string): string {
  const catalog: Record<string, string> = JSON.parse(
    readFileSync(new URL(`../src/i18n/catalogs/${area}/${locale}.json`, import.meta.url), 'utf8'),
  )
  const text = catalog[id]
  if (text === undefined) throw new Error(`no message ${id} in ${area}/${locale}`)
  return text
}

/** The page has drawn what it loads: no request in flight, no spinner or skeleton left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0)
  await expect(page.locator('[data-slot="skeleton"], .animate-pulse')).toHaveCount(0)
}

async function visit(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main :is(h1, h2)').first()).toBeVisible()
  // Lazy sections (charts) load as they come near: scroll through once, then back to the top.
  await page.mouse.wheel(0, 20_000)
  await settled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function analysed(page: Page, name: string, options: Parameters<typeof generateChat>[0]) {
  const id = await createConnectionByApi(page, name)
  const response = await page.request.post(`/api/connections/${id}/analyses`, {
    data: analyzeChat(generateChat(options)),
    headers: { Origin: E2E_BASE_URL },
  })
  expect(response.status()).toBe(201)
  return id
}

for (const locale of ['en', 'ar'] as const)
  test(`every signed-in page and dialog fits a phone in ${locale === 'en' ? 'English' : 'Arabic'}`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const t = (area: string, id: string) => message(locale, area, id)
    const problems: string[] = []
    /** The page (or open dialog) as it is now: its problems kept, its screenshots taken. */
    const check = async (what: string, options: { dialog?: boolean } = {}) => {
      await page.setViewportSize(PHONE)
      await settled(page)
      // From the top, so the sticky header sits where it belongs in the full-page screenshots.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const found = [
        ...(await phoneProblems(page)),
        ...(options.dialog ? await dialogProblems(page) : []),
      ]
      problems.push(...found.map((problem) => `${what}: ${problem}`))
      for (const shown of await messageIdsShown(page))
        problems.push(`${what}: a message id shown as text: ${shown}`)
      // In Arabic, nothing turns back to left to right but a chart's drawing.
      if (locale === 'ar')
        for (const element of await page
          .locator('body [dir="ltr"]:not(figure)')
          .evaluateAll((all) => all.map((e) => e.outerHTML.slice(0, 80))))
          problems.push(`${what}: left to right inside the Arabic page: ${element}`)
      await screenshotWidths(page, `${locale}-${what.replaceAll(' ', '-')}`)
      await page.setViewportSize(PHONE)
      await page.emulateMedia({ reducedMotion: 'reduce' })
    }

    await signUpAndConfirm(page, 'Mona')
    await upgradeTo(page, 'premium')
    const language = await page.request.put('/api/account/language', {
      data: { locale },
      headers: { Origin: E2E_BASE_URL },
    })
    expect(language.status()).toBe(204)
    await page.setViewportSize(PHONE)
    // Charts drawn at once (recharts animates in script, which no screenshot waits for).
    await page.emulateMedia({ reducedMotion: 'reduce' })

    await visit(page, '/dashboard')
    await check('dashboard empty')
    // The skip link, hidden until the keyboard reaches it.
    await page.keyboard.press('Tab')
    const skip = t('common', 'common.skipToContent')
    await expect(page.getByRole('link', { name: skip })).toBeFocused()
    // It shows over the header's logo, as a skip link does: only its own size counts.
    for (const problem of await phoneProblems(page))
      if (problem.startsWith('touch target') && problem.includes(skip))
        problems.push(`skip link: ${problem}`)
    await page.getByRole('button', { name: t('common', 'common.nav.openMenu') }).click()
    await check('menu')
    await page.keyboard.press('Escape')

    await visit(page, '/connections/add')
    await check('add connection')
    await page.getByRole('combobox').first().click()
    await expect(page.getByRole('listbox')).toBeVisible()
    await check('add connection relationship type')
    await page.keyboard.press('Escape')

    // Five months with a twelve-day silence, a second connection to compare, a third not read.
    const sam = await analysed(page, 'Sam', {
      seed: 21,
      start: '2024-01-01',
      days: 150,
      events: [{ type: 'silence', start: '2024-03-04', days: 12 }],
    })
    await analysed(page, 'Ana', { seed: 31, days: 120 })
    const lee = await createConnectionByApi(page, 'Lee')

    await visit(page, '/dashboard')
    await check('dashboard')
    await page.getByRole('button', { name: t('exports', 'exports.report.title') }).click()
    await check('report dialog', { dialog: true })
    await page.keyboard.press('Escape')

    await visit(page, `/connections/${lee}`)
    await check('upload')

    await visit(page, `/connections/${sam}`)
    await check('connection')
    await page.getByRole('button', { name: t('exports', 'exports.dialog.open') }).click()
    await check('export dialog', { dialog: true })
    await page.keyboard.press('Escape')

    await visit(page, `/connections/${sam}/settings`)
    await check('connection settings')
    await page.getByRole('button', { name: t('connections', 'connections.delete.button') }).click()
    await check('delete connection dialog', { dialog: true })
    await page.getByRole('alertdialog').getByRole('button').first().click()

    await visit(page, `/connections/${sam}/gap-analysis`)
    await check('gap analysis')
    await page
      .getByRole('button', { name: t('gap', 'gap.memory.add') })
      .first()
      .click()
    const note = page.getByRole('textbox', { name: t('gap', 'gap.memory.label') })
    await note.fill('Travelling with no signal.')
    await check('memory note')
    await page.getByRole('button', { name: t('gap', 'gap.memory.save'), exact: true }).click()
    await expect(page.getByText('Travelling with no signal.')).toBeVisible()
    await page.getByRole('button', { name: t('gap', 'gap.memory.delete'), exact: true }).click()
    await check('delete memory dialog', { dialog: true })
    await page.getByRole('alertdialog').getByRole('button').first().click()

    await visit(page, `/connections/${sam}/year/2024`)
    await check('year in review')
    // The last slide: the rhythm type and the year in one look.
    await page.getByTestId('year-slides').focus()
    await page.keyboard.press('End')
    await check('year in review summary')

    await visit(page, '/dashboard/compare')
    await check('compare')

    await visit(page, '/account-settings')
    for (const [tab, id] of [
      ['profile', 'account.tabs.profile'],
      ['billing', 'account.tabs.billing'],
      ['preferences', 'account.tabs.preferences'],
    ] as const) {
      await page.getByRole('tab', { name: t('account', id) }).click()
      await check(`account ${tab}`)
    }
    await page.getByRole('tab', { name: t('account', 'account.tabs.profile') }).click()
    await page.getByRole('button', { name: t('account', 'account.delete.open') }).click()
    await check('delete account dialog', { dialog: true })
    await page.keyboard.press('Escape')

    expect(problems, `${problems.length} problems on a phone`).toEqual([])
  })
