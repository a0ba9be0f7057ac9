// Builds the offline cleaner for real and checks the one file per language it makes: nothing
// in it points elsewhere, it speaks its language (`<html lang dir>`, its words from the
// catalogs), and it cleans a chat when opened in a DOM.

import { createRequire } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AppLocale, LOCALES } from '../src/i18n/locales'
import { buildOfflineCleanerPages } from './build-offline-cleaner'

/** The part of jsdom used here (the package ships no types). */
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { runScripts: 'dangerously' },
  ) => { window: Window & typeof globalThis }
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule

let pages = new Map<AppLocale, string>()
const page = (locale: AppLocale) => pages.get(locale) ?? ''

beforeAll(async () => {
  pages = await buildOfflineCleanerPages()
}, 60_000)

/** Opens a page, picks a two-line WhatsApp export and waits for the outcome. */
async function cleanIn(locale: AppLocale) {
  const dom = new JSDOM(page(locale), { runScripts: 'dangerously' })
  const { document, File, Event } = dom.window
  const input = document.getElementById('chat-file')
  expect(input).not.toBeNull()
  const file = new File(
    ['[31/12/2023, 21:15:04] Anna: hi\n[31/12/2023, 21:16:00] Ben: yo\n'],
    'chat.txt',
  )
  Object.defineProperty(input, 'files', { value: [file] })
  input?.dispatchEvent(new Event('change'))
  await expect
    .poll(() => document.getElementById('clean-preview')?.textContent)
    .toBe('31/12/23, 21:15 - User 1\n31/12/23, 21:16 - User 2')
  return { dom, document }
}

describe('the offline cleaner files', () => {
  it('are one per language', () => {
    expect([...pages.keys()]).toEqual([...LOCALES])
  })

  it.each(LOCALES)(
    'load nothing from anywhere in %s: no src, href, link, import or URL',
    (locale) => {
      const html = page(locale)
      expect(html).not.toMatch(/<[^>]+\s(src|href)\s*=/i)
      expect(html).not.toMatch(/<link\b/i)
      const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'))
      expect(style).not.toMatch(/@import|url\(/i)
      expect(html).not.toMatch(/https?:\/\//i)
      expect(html).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'none';/,
      )
    },
  )

  it('clean a picked WhatsApp export when opened', async () => {
    const { dom, document } = await cleanIn('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.getElementById('clean-summary')?.textContent).toBe(
      'WhatsApp (iPhone) · 2 messages · 0 notices removed',
    )
    dom.window.close()
  })

  it('speak German in German, and Arabic right to left', async () => {
    const german = await cleanIn('de')
    expect(german.document.documentElement.lang).toBe('de')
    expect(german.document.documentElement.dir).toBe('ltr')
    expect(german.document.title).toBe('Cadence Chat-Bereiniger (offline)')
    expect(german.document.querySelector('summary')?.textContent).toBe(
      'Wie exportiere ich einen Chat?',
    )
    expect(german.document.getElementById('clean-summary')?.textContent).toBe(
      'WhatsApp (iPhone) · 2 Nachrichten · 0 Hinweise entfernt',
    )
    german.dom.window.close()

    const arabic = await cleanIn('ar')
    expect(arabic.document.documentElement.lang).toBe('ar')
    expect(arabic.document.documentElement.dir).toBe('rtl')
    expect(arabic.document.getElementById('clean-download')?.textContent).toContain(
      'cadence-clean.txt',
    )
    const main = arabic.document.querySelector('main')?.cloneNode(true)
    if (!(main instanceof arabic.dom.window.HTMLElement)) throw new Error('The page has no <main>')
    for (const script of main.querySelectorAll('script')) script.remove()
    for (const english of [
      'Choose your chat export',
      'How do I export a chat?',
      'Works offline',
      'Check the dates',
      'First lines of the clean file',
      'Open the chat with the person',
    ])
      expect(main.textContent).not.toContain(english)
    arabic.dom.window.close()
  })
})
