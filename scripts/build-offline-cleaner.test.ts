// Builds the offline cleaner for real and checks the one file it makes: nothing
// in it points elsewhere, and it cleans a chat when opened in a DOM.

import { createRequire } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildOfflineCleanerHtml } from './build-offline-cleaner'

/** The part of jsdom used here (the package ships no types). */
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { runScripts: 'dangerously' },
  ) => { window: Window & typeof globalThis }
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule

let html = ''

beforeAll(async () => {
  html = await buildOfflineCleanerHtml()
}, 60_000)

describe('the offline cleaner file', () => {
  it('loads nothing from anywhere: no src, href, link, import or URL', () => {
    expect(html).not.toMatch(/<[^>]+\s(src|href)\s*=/i)
    expect(html).not.toMatch(/<link\b/i)
    const style = html.slice(html.indexOf('<style>'), html.indexOf('</style>'))
    expect(style).not.toMatch(/@import|url\(/i)
    expect(html).not.toMatch(/https?:\/\//i)
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/)
  })

  it('cleans a picked WhatsApp export when opened', async () => {
    const dom = new JSDOM(html, { runScripts: 'dangerously' })
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
    expect(document.getElementById('clean-summary')?.textContent).toMatch(
      /^WhatsApp \(iPhone\) · 2 messages/,
    )
    dom.window.close()
  })
})
