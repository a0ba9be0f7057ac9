// @vitest-environment jsdom
// Each public page as the browser gets it: the server renderer's HTML and state in the
// document, then the client's startApp. Hydration must adopt the server's nodes as they are,
// with no React warning (test-setup fails a test on any console.error) and no recoverable error.

import { spawnSync } from 'node:child_process'
import { act } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { INITIAL_STATE_ID, type PublicPageResult } from '#src/contract/public-pages'
import { startApp } from '#src/web/app/start-app'
import { browserI18n } from '#src/web/lib/i18n/i18n'
import { queryClient } from '#src/web/lib/query-client'

const PATHS = [
  '/welcome',
  '/pricing',
  '/blog',
  '/blog?category=rhythm',
  '/blog/first-move',
  '/cleaner',
  '/no/such/page',
  '/blog/no-such-article',
  '/de/blog/no-such-article',
  '/de/blog',
  '/de/blog/first-move',
  '/de/blog/silences',
  '/ar/blog/first-move',
  '/ar/welcome',
  '/xx/welcome',
]
const rendered = new Map<string, PublicPageResult>()

// The pages, and the parts they load once drawn, load on demand; loading (and transforming) them
// once here keeps each test about hydration, not about how long a first import takes on a busy
// machine, and the imports a hydrated page starts end with its test instead of running on
// into the next file.
beforeAll(async () => {
  await Promise.all([
    import('#src/web/features/landing/landing-page'),
    import('#src/web/features/landing/below-the-hero'),
    import('#src/web/features/landing/try-it/try-it-flow'),
    import('#src/web/features/landing/demo/demo-panel'),
    import('#src/web/components/marketing/plan-grid'),
    import('#src/web/app/layout/mobile-nav'),
    import('#src/web/features/pricing/pricing-page'),
    import('#src/web/features/blog/blog-list-page'),
    import('#src/web/features/blog/blog-article-page'),
    import('#src/web/features/cleaner/cleaner-page'),
    import('#src/web/features/not-found/not-found-page'),
    import('#src/web/lib/query-provider'),
    import('#src/web/app/layout/site-footer'),
  ])
})

beforeAll(() => {
  // The server side in its own process (see render-fixture-pages.ts), as in the product.
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/web/ssr/testing/render-fixture-pages.ts', ...PATHS],
    { encoding: 'utf8' },
  )
  // The server renderer warns on stderr (React's console.error) about anything it cannot render.
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  const results: PublicPageResult[] = JSON.parse(run.stdout)
  PATHS.forEach((path, index) => {
    const result = results[index]
    if (result) rendered.set(path, result)
  })
}, 60_000)

let root: Root | null = null
let recoverable: unknown[] = []

beforeEach(() => {
  recoverable = []
  queryClient.clear()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  // Signed out; an article's view is counted.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/view')
        ? Response.json({ viewCount: 1 })
        : Response.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 }),
    ),
  )
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  document.documentElement.lang = 'en'
  browserI18n.activate('en')
})

async function hydratePage(path: string) {
  const result = rendered.get(path)
  if (result?.kind !== 'page') throw new Error(`${path} is not a server-rendered page`)
  window.history.replaceState(null, '', path)
  // The server writes the page's language into <html lang>, where startApp reads it.
  document.documentElement.lang = result.locale
  document.body.innerHTML = `<div id="root">${result.html}</div><script type="application/json" id="${INITIAL_STATE_ID}">${result.state}</script>`
  const container = document.getElementById('root')
  if (!container) throw new Error('no #root')
  const heading = container.querySelector('h1')
  expect(heading).not.toBeNull()
  await act(async () => {
    root = await startApp(container, { onRecoverableError: (error) => recoverable.push(error) })
  })
  // The server's own <h1> node is adopted by React (it carries its fiber), not drawn anew.
  await vi.waitFor(() => {
    expect(container.querySelector('h1')).toBe(heading)
    expect(Object.keys(heading ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true)
  })
  expect(recoverable).toEqual([])
  return { result, heading }
}

describe('hydrating the server-rendered public pages', () => {
  it.each([
    ['/welcome', 'Understand Your Relationship Dynamics'],
    ['/pricing', 'Choose Your Plan'],
    ['/blog', 'Relationship Insights'],
    ['/blog?category=rhythm', 'Relationship Insights'],
    ['/blog/first-move', 'The First Move'],
    ['/de/blog', 'Einblicke in Beziehungen'],
    ['/cleaner', 'Chat Cleaner'],
    ['/no/such/page', 'Oops! Page not found'],
  ])('%s hydrates without a warning', async (path, title) => {
    const { heading } = await hydratePage(path)
    expect(heading?.textContent).toBe(title)
  })

  it('hydrates a page in the language of its address, with the same words', async () => {
    const { result, heading } = await hydratePage('/de/blog/no-such-article')
    expect(result).toMatchObject({ status: 404, locale: 'de', dir: 'ltr' })
    expect(heading?.textContent).toBe('Hoppla! Seite nicht gefunden')
    expect(document.querySelector('footer')?.textContent).toContain('Datenschutz')
  })

  it('hydrates a German translation in place of its original, in German and at its address', async () => {
    const { result, heading } = await hydratePage('/de/blog/first-move')
    expect(result).toMatchObject({ status: 200, locale: 'de', dir: 'ltr' })
    expect(heading?.textContent).toBe('Der erste Schritt')
    expect(heading?.getAttribute('lang')).toBe('de')
    expect(document.querySelector('article')?.textContent).not.toContain('Auf Englisch')
    const head = result.kind === 'page' ? result.head : ''
    expect(head).toContain('<title>Der erste Schritt | Cadence Blog</title>')
    expect(head).toContain(
      '<meta name="description" content="Was der erste Schritt dir sagen kann." />',
    )
    expect(head).toContain(
      '<link rel="canonical" href="https://cadence.example/de/blog/first-move" />',
    )
    expect(head).toContain(
      '<link rel="alternate" hreflang="en" href="https://cadence.example/blog/first-move" />',
    )
    expect(head).toContain('<meta property="og:locale" content="de_DE" />')
    expect(head).toContain('"inLanguage":"de"')
  })

  it('hydrates an article without a German translation in English, labelled so', async () => {
    const { heading } = await hydratePage('/de/blog/silences')
    expect(heading?.textContent).toBe('Silences')
    expect(heading?.getAttribute('lang')).toBe('en')
    expect(document.querySelector('article')?.textContent).toContain('Auf Englisch')
  })

  it('hydrates an Arabic translation right to left', async () => {
    const { result, heading } = await hydratePage('/ar/blog/first-move')
    expect(result).toMatchObject({ locale: 'ar', dir: 'rtl' })
    expect(heading?.textContent).toBe('الخطوة الأولى')
    expect([heading?.getAttribute('lang'), heading?.getAttribute('dir')]).toEqual(['ar', 'rtl'])
  })

  it('hydrates the German list with the translation in place of its original', async () => {
    await hydratePage('/de/blog')
    const titles = [...document.querySelectorAll('article h2 a, article h3 a')].map((a) => [
      a.textContent,
      a.getAttribute('lang'),
      a.getAttribute('href'),
    ])
    expect(titles).toEqual([
      ['Silences', 'en', '/de/blog/silences'],
      ['Der erste Schritt', 'de', '/de/blog/first-move'],
    ])
    expect(document.body.textContent).toContain(
      'Noch nicht übersetzte Artikel erscheinen auf Englisch.',
    )
  })

  it('writes a language’s page at its own address, with every other language as an alternate', async () => {
    const arabic = await hydratePage('/ar/welcome')
    expect(arabic.result).toMatchObject({ status: 200, locale: 'ar', dir: 'rtl' })
    expect(arabic.result.kind === 'page' && arabic.result.head).toContain(
      '<link rel="canonical" href="https://cadence.example/ar/welcome" />',
    )
    for (const [hreflang, path] of [
      ['en', '/welcome'],
      ['pt-BR', '/pt-br/welcome'],
      ['x-default', '/welcome'],
    ])
      expect(arabic.result.kind === 'page' && arabic.result.head).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="https://cadence.example${path}" />`,
      )
  })

  it('answers an address whose first segment is no language with the 404 page', async () => {
    const { result } = await hydratePage('/xx/welcome')
    expect(result).toMatchObject({ status: 404, locale: 'en' })
  })

  it('keeps the not-found page of an unknown article instead of drawing the article', async () => {
    const { result, heading } = await hydratePage('/blog/no-such-article')
    expect(result.status).toBe(404)
    expect(heading?.textContent).toBe('Oops! Page not found')
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/blog/posts/'),
      expect.anything(),
    )
  })

  it('adopts an article body as the server wrote it, and its links move inside the app', async () => {
    const { result } = await hydratePage('/blog/first-move')
    const link = [...document.querySelectorAll('article a')].find((a) => a.textContent === 'link')
    const body = link?.closest('div')
    expect(body?.innerHTML).toBe(
      '<h2>The First Move</h2>\n<p>A paragraph with a <a href="/blog">link</a> and <em>emphasis</em>.</p>',
    )
    expect(result.kind === 'page' && result.html.includes(body?.innerHTML ?? '-')).toBe(true)
    await act(async () =>
      link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    )
    expect(window.location.pathname).toBe('/blog')
    await vi.waitFor(() =>
      expect(document.querySelector('h1')?.textContent).toBe('Relationship Insights'),
    )
  })

  it('is interactive once hydrated: a category chip filters the list', async () => {
    await hydratePage('/blog')
    const chip = [...document.querySelectorAll('nav a')].find((a) => a.textContent === 'Rhythm')
    expect(chip?.getAttribute('href')).toBe('/blog?category=rhythm')
    let followedByBrowser = true
    await act(async () => {
      followedByBrowser =
        chip?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })) ?? true
    })
    // The router took the click (no new document) and moved to the category's address.
    expect(followedByBrowser).toBe(false)
    expect(window.location.search).toBe('?category=rhythm')
  })
})
