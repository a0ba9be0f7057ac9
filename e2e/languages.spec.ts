import { writeFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { pseudoText } from '../src/i18n/compile'
import { expectAllFromCatalogs } from './support/catalog-text'
import { rawWhatsAppExport } from './support/connections'
import { E2E_BASE_URL } from './support/e2e-env'
import { screenshotWidths } from './support/settled'
import { test } from './support/test'
import { watchPage } from './support/watch-page'

/** A gate for held-back requests: each waits for `released`, however late it comes. */
function holdBack() {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
}

test.describe('Cadence in six languages', () => {
  test('a first visit to / follows the browser’s language, then the choice in the footer', async ({
    browser,
  }) => {
    // A phone's screen: nothing below the hero is near, so only the first screen's code loads.
    const context = await browser.newContext({
      locale: 'de-DE',
      baseURL: E2E_BASE_URL,
      viewport: { width: 390, height: 640 },
    })
    const page = await context.newPage()
    const watch = await watchPage(page, E2E_BASE_URL)
    // The page carries its messages: it hydrates and answers with every catalog held back.
    const catalogs = holdBack()
    await page.route(/\/assets\/catalogs-/, async (route) => {
      await catalogs.released
      await route.continue()
    })
    await page.goto('/')
    await expect(page).toHaveURL(/\/de\/welcome$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Understand Your Relationship Dynamics',
    )
    const menu = page.getByRole('button', { name: 'Menü öffnen' })
    await menu.click()
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible()
    await page.getByRole('button', { name: 'Menü schließen' }).click()
    catalogs.release()

    const language = page.getByRole('combobox', { name: 'Sprache' })
    await language.scrollIntoViewIfNeeded()
    await language.selectOption('fr')
    await expect(page).toHaveURL(/\/fr\/welcome$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible()
    // The choice is kept: the next visit to / opens the French page, whatever the browser says.
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr\/welcome$/)
    // A page without a prefix follows the choice too.
    await page.goto('/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    expect(watch.foreignRequests()).toEqual([])
    await context.close()
  })

  test('a language picked in the footer before its code has come is carried out once it has', async ({
    page,
  }) => {
    // The footer's code comes when the footer comes near; it is held back here, as on a slow
    // phone, while the reader picks French in the server-rendered select.
    const footerCode = holdBack()
    await page.route(/\/assets\/site-footer-/, async (route) => {
      await footerCode.released
      await route.continue()
    })
    const footerAsked = page.waitForRequest(/\/assets\/site-footer-/)
    await page.goto('/de/pricing')
    const language = page.getByRole('combobox', { name: 'Sprache' })
    await language.scrollIntoViewIfNeeded()
    await footerAsked
    await language.selectOption('fr')
    await expect(page).toHaveURL(/\/de\/pricing$/)
    footerCode.release()
    await expect(page).toHaveURL(/\/fr\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('each language’s page names every other one, and an unknown prefix is a 404', async ({
    page,
    request,
  }) => {
    await page.goto('/pt-br/pricing')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
    expect(alternates).toEqual(['en', 'es', 'pt-BR', 'de', 'fr', 'ar', 'x-default'])
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pt-br\/pricing$/)
    expect((await request.get('/xx/welcome')).status()).toBe(404)
    expect((await request.get('/de/signup')).status()).toBe(404)
  })

  test('the German landing demo and the German offline cleaner', async ({ page }) => {
    await page.goto('/de/welcome')
    const demo = page.locator('#demo')
    await demo.scrollIntoViewIfNeeded()
    await demo.getByRole('button', { name: 'Dieses Beispiel analysieren' }).click()
    const results = demo.getByTestId('demo-results')
    await expect(results).toContainText(
      'Du antwortest sehr schnell, im Schnitt nach etwa 12 Minuten',
    )
    await expect(results).toContainText('12 Minuten')
    await expect(results).not.toContainText('minutes')

    await page.goto('/de/cleaner')
    const download = page.getByRole('link', { name: 'Lade den Offline-Bereiniger herunter' })
    await expect(download).toHaveAttribute('href', '/cadence-cleaner.de.html')
    const file = await page.request.get('/cadence-cleaner.de.html')
    expect(file.headers()['content-disposition']).toBe(
      'attachment; filename="cadence-cleaner.html"',
    )
    const html = await file.text()
    expect(html).toContain('<html lang="de" dir="ltr">')
    expect(html).toContain('Wie exportiere ich einen Chat?')
  })

  for (const width of [390, 1280])
    test(`Arabic reads right to left at ${width} px, with nothing past the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/ar/welcome', '/ar/pricing', '/ar/cleaner']) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      }
      await page.goto('/ar/welcome')
      await screenshotWidths(page, 'arabic-welcome')
    })

  test('in the pseudo-locale, every word on the public pages comes from a catalog', async ({
    page,
    context,
  }, testInfo) => {
    await context.addCookies([{ name: 'cadence-locale', value: 'en-XA', url: E2E_BASE_URL }])
    /** A button's name as the pseudo-locale writes its English message. */
    const pseudo = (english: string) => ({ name: pseudoText(english), exact: true })
    const expectFromCatalogs = (what: string) => expectAllFromCatalogs(page, what)
    for (const path of [
      '/welcome',
      '/pricing',
      '/cleaner',
      '/blog',
      '/blog/silences-that-mean-nothing',
      '/no/such/page',
    ]) {
      await page.goto(path)
      // Scrolling brings every section's code (and messages) in, as a reader's would.
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
      await expectFromCatalogs(path)
    }

    // The landing's demo, analysed.
    await page.goto('/welcome')
    const demo = page.locator('#demo')
    await demo.scrollIntoViewIfNeeded()
    await demo.getByRole('button', pseudo('Analyze This Example')).click()
    await expect(demo.getByTestId('demo-results')).toBeVisible()
    await expectFromCatalogs('the demo’s results')

    // The try-it flow, through to the results of a small chat (a raw WhatsApp export).
    const flow = page.locator('#try-it-yourself')
    await flow.scrollIntoViewIfNeeded()
    await flow.getByRole('button', pseudo("I've exported my chat")).click()
    await flow.getByRole('button', pseudo('My file is clean')).click()
    const chat = testInfo.outputPath('WhatsApp Chat with Ben.txt')
    writeFileSync(chat, rawWhatsAppExport(60))
    await flow.locator('input[type="file"]').setInputFiles(chat)
    await expect(flow.getByTestId('try-it-results')).toBeVisible({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    await expectFromCatalogs('the try-it results')
  })
})
