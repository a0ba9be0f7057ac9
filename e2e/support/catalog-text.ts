import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from './e2e-env'

/** Words that never come from a catalog: names, file types, addresses and what Intl writes. */
const NOT_FROM_CATALOGS = [
  'Cadence',
  'WhatsApp',
  'Telegram',
  'Messenger',
  'Instagram',
  'Discord',
  'DiscordChatExporter',
  'Signal',
  'signal-export',
  'iMessage',
  'imessage-exporter',
  'iPhone',
  'Android',
  'User \\d',
  'Alex',
  '\\b(Free|Base|Premium)\\b',
  '\\b(CSV|PDF|JSON|PNG|TXT|HTML)\\b',
  '\\.(txt|zip|json|csv|md)\\b',
  'result\\.json',
  'chat\\.md',
  'https?:\\S*',
  '\\S+@\\S+\\.\\w+',
  '\\b(January|February|March|April|June|July|August|September|October|November|December)\\b',
  '\\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b',
  '\\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\\b',
  '\\b(AM|PM)\\b',
  // date-fns' relative times ('less than a minute ago', '1 minute ago'), English in the
  // pseudo-locale too; before the durations, or '1 minute' would leave 'ago' behind.
  '\\b(less than |about |over |almost )?(a|an|\\d+) (seconds?|minutes?|hours?|days?|months?|years?)( ago)?\\b',
  // Durations Intl writes (the pseudo-locale formats them as English does).
  '\\d[\\d.,]* (seconds?|minutes?|hours?|days?|weeks?|months?|years?)\\b',
]

/** The letters the pseudo-locale writes in place of plain ones (src/i18n/compile.ts). */
const PSEUDO_LETTERS = /[áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ]/

/**
 * The text of every element a reader sees, one entry per text node, trimmed; writing marked as
 * English (`lang="en"`: the blog's articles, which are written in English) is content, not the
 * interface, and is left out.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (
        !text ||
        !parent ||
        parent.closest('script, style, noscript, [hidden], .sr-only, [lang="en"]')
      )
        continue
      const box = parent.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      texts.push(text)
    }
    return texts
  })
}

/**
 * The texts on the page that hold a word of three plain Latin letters or more and no
 * pseudo-locale letter: text that did not come from a catalog. `names` are the page's own
 * (a person's, a connection's), which no catalog holds.
 */
export async function textsNotFromCatalogs(page: Page, names: readonly string[] = []) {
  const allowed = new RegExp([...names, ...NOT_FROM_CATALOGS].join('|'), 'g')
  return (await visibleTexts(page)).filter(
    (text) => /[A-Za-z]{3,}/.test(text.replace(allowed, '')) && !PSEUDO_LETTERS.test(text),
  )
}

/** Every word the page shows now comes from a catalog. */
export async function expectAllFromCatalogs(
  page: Page,
  where: string,
  names: readonly string[] = [],
) {
  expect(await textsNotFromCatalogs(page, names), `${where} shows text not from a catalog`).toEqual(
    [],
  )
}

/** The page speaks the pseudo-locale (accented, lengthened English) from its next load on. */
export async function usePseudoLocale(page: Page) {
  await page.context().addCookies([{ name: 'cadence-locale', value: 'en-XA', url: E2E_BASE_URL }])
}

/**
 * Message ids shown as text: a page that uses a message of an area it does not load shows the
 * id itself (`connections.relationshipType.friend`). Each catalog area's first segment counts.
 */
export async function messageIdsShown(page: Page): Promise<string[]> {
  const areas = readdirSync(join(process.cwd(), 'src/i18n/catalogs'))
  const id = new RegExp(`\\b(${areas.join('|')})\\.[A-Za-z]+(\\.[A-Za-z0-9]+)*\\b`)
  return (await visibleTexts(page)).filter((text) => id.test(text))
}
