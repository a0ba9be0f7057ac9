import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { PublicPageData, RenderPublicPage } from '#src/contract/public-pages'
import { createLogger } from '../logger'
import {
  PAGE_CACHE_MAX,
  PAGE_CACHE_TTL_MS,
  type PublicPagesOptions,
  pageKey,
  publicPages,
} from './public-pages'

const webRoot = mkdtempSync(join(tmpdir(), 'cadence-pages-'))
const SHELL =
  '<html><head><!--page-head--><title>Shell</title><!--/page-head--><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>'
writeFileSync(join(webRoot, 'index.html'), SHELL)
mkdirSync(join(webRoot, '.vite'))
writeFileSync(
  join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
    '_react-b2.js': { file: 'assets/react-b2.js' },
    'src/web/features/blog/blog-list-page.tsx': {
      file: 'assets/blog-list-page-c3.js',
      imports: ['_react-b2.js', '_card-d4.js'],
      css: ['assets/blog-e5.css'],
    },
    '_card-d4.js': { file: 'assets/card-d4.js', imports: ['_react-b2.js'] },
  }),
)
afterAll(() => rmSync(webRoot, { recursive: true, force: true }))

const noData: PublicPageData = {
  listPosts: async () => [],
  listFeaturedPosts: async () => [],
  listCategories: async () => [],
  getPost: async () => null,
}

function setup(
  render: RenderPublicPage,
  more: Pick<PublicPagesOptions, 'isKnownArticle' | 'renders'> = {},
) {
  let time = 0
  const renderSpy = vi.fn(render)
  const logged: string[] = []
  const pages = publicPages({
    webRoot,
    render: renderSpy,
    publicUrl: 'http://localhost:3000',
    data: noData,
    logger: createLogger('error', (line) => logged.push(line)),
    now: () => time,
    ...more,
  })
  const app = new Hono().get('*', async (c) => (await pages(c)) ?? c.text('shell'))
  return {
    renderSpy,
    logged,
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(`http://localhost:3000${path}`, { headers }),
    advance: (ms: number) => {
      time += ms
    },
  }
}

const page: RenderPublicPage = async ({ url }) => ({
  kind: 'page',
  status: url.startsWith('/missing') ? 404 : 200,
  head: `<title>${url} $& $1</title>`,
  html: `<h1>${url}</h1>`,
  state: '{"queries":{"queries":[],"mutations":[]},"notFoundPath":null}',
  modules: url.startsWith('/blog') ? ['src/web/features/blog/blog-list-page.tsx'] : [],
  locale: url.startsWith('/de/') ? 'de' : 'en',
  dir: 'ltr',
})

describe('the public pages', () => {
  it('puts the head, the page and its state into the shell, `$` patterns as written', async () => {
    const { get } = setup(page)
    const res = await get('/welcome')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain('<head><title>/welcome $& $1</title>')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b2.js" />')
    expect(html).not.toContain('<title>Shell</title>')
    expect(html).toContain('<div id="root"><h1>/welcome</h1></div>')
    expect(html).toContain('<script type="application/json" id="cadence-state">{"queries"')
  })

  it('sends the page compressed when the browser accepts it, compressing it once', async () => {
    const { get, renderSpy } = setup(page)
    const plain = await (await get('/welcome')).text()
    for (let i = 0; i < 2; i++) {
      const res = await get('/welcome', { 'Accept-Encoding': 'gzip, br' })
      expect(res.headers.get('content-encoding')).toBe('br')
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain)
    }
    expect(renderSpy).toHaveBeenCalledTimes(1)
  })

  it('answers with the status the renderer gives', async () => {
    const { get } = setup(page)
    expect((await get('/missing/page')).status).toBe(404)
  })

  it('renders a page once, then serves it from memory until it expires', async () => {
    const { get, renderSpy, advance } = setup(page)
    await get('/welcome')
    await get('/welcome?utm_source=mail')
    expect(renderSpy).toHaveBeenCalledTimes(1)
    advance(PAGE_CACHE_TTL_MS)
    await get('/welcome')
    expect(renderSpy).toHaveBeenCalledTimes(2)
  })

  it('renders two requests that arrive together only once', async () => {
    const { get, renderSpy } = setup(page)
    await Promise.all([get('/pricing'), get('/pricing')])
    expect(renderSpy).toHaveBeenCalledTimes(1)
  })

  it('keeps at most PAGE_CACHE_MAX pages, dropping the oldest first', async () => {
    const { get, renderSpy } = setup(page)
    for (let i = 0; i <= PAGE_CACHE_MAX; i++) await get(`/missing/${i}`)
    expect(renderSpy).toHaveBeenCalledTimes(PAGE_CACHE_MAX + 1)
    await get(`/missing/${PAGE_CACHE_MAX}`)
    expect(renderSpy).toHaveBeenCalledTimes(PAGE_CACHE_MAX + 1)
    await get('/missing/0')
    expect(renderSpy).toHaveBeenCalledTimes(PAGE_CACHE_MAX + 2)
  })

  it("preloads the entry's imports and the page's chunk with all it imports, once each", async () => {
    const { get } = setup(page)
    const html = await (await get('/blog')).text()
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)]
    expect(preloads.map((match) => match[1])).toEqual([
      '/assets/react-b2.js',
      '/assets/blog-list-page-c3.js',
      '/assets/card-d4.js',
    ])
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-e5.css" />')
    expect(html.match(/index-a1\.js/g)).toHaveLength(1)
  })

  it("gives client-rendered pages the plain shell with the entry's preloads", async () => {
    const { get } = setup(async () => ({ kind: 'client' }))
    const res = await get('/dashboard')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Shell</title>')
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-b2.js" />')
    expect(html).not.toContain('cadence-state')
  })

  it('falls back to the shell when rendering fails, logs it and tries again next time', async () => {
    let fail = true
    const { get, renderSpy, logged } = setup(async (request) => {
      if (fail) throw new TypeError('renderer broke on "a note someone typed"')
      return page(request)
    })
    const res = await get('/blog')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('shell')
    // Logged by kind and place (describeError), never by its message.
    expect(logged).toHaveLength(1)
    expect(JSON.parse(logged[0] ?? '')).toMatchObject({
      msg: 'page render failed',
      path: '/blog',
      error: 'TypeError',
    })
    expect(logged.join('\n')).not.toContain('someone typed')
    fail = false
    expect(await (await get('/blog')).text()).toContain('<h1>/blog</h1>')
    expect(renderSpy).toHaveBeenCalledTimes(2)
  })
})

describe('the cache key of a page', () => {
  const key = (path: string) => pageKey(new URL(`http://localhost${path}`))
  it('keeps only the blog category of the query', () => {
    expect(key('/blog?category=privacy&utm_source=x')).toBe('/blog?category=privacy')
    expect(key('/blog?utm_source=x')).toBe('/blog')
    expect(key('/welcome?category=privacy')).toBe('/welcome')
    expect(key('/blog?category=a%26b')).toBe('/blog?category=a%26b')
  })
})

describe('the public pages in the reader’s language', () => {
  const SHELL_WITH_LANG = SHELL.replace('<html>', '<html lang="en">')
  const byLocale: RenderPublicPage = async ({ url, locale }) =>
    url === '/login'
      ? { kind: 'client' }
      : {
          kind: 'page',
          status: 200,
          head: `<title>${url}</title>`,
          html: `<h1>${url} in ${locale}</h1>`,
          state: '{}',
          modules: [],
          locale: url.startsWith('/ar/') ? 'ar' : url.startsWith('/de/') ? 'de' : 'en',
          dir: url.startsWith('/ar/') ? 'rtl' : 'ltr',
        }

  it('sends a first visit to / to the landing page in the browser’s language, else the choice', async () => {
    writeFileSync(join(webRoot, 'index.html'), SHELL_WITH_LANG)
    const { get } = setup(byLocale)
    const german = await get('/', { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' })
    expect(german.status).toBe(302)
    expect(german.headers.get('location')).toBe('/de/welcome')
    expect((await get('/', { 'Accept-Language': 'xx-YY, ;q=oops' })).headers.get('location')).toBe(
      '/welcome',
    )
    const chosen = await get('/', {
      'Accept-Language': 'de',
      Cookie: 'theme=dark; cadence-locale=pt-BR',
    })
    expect(chosen.headers.get('location')).toBe('/pt-br/welcome')
    expect((await get('/ar')).headers.get('location')).toBe('/ar/welcome')
  })

  it('writes the page’s language into <html lang dir> and keeps a prefixed page as the choice', async () => {
    writeFileSync(join(webRoot, 'index.html'), SHELL_WITH_LANG)
    const { get } = setup(byLocale)
    const arabic = await get('/ar/welcome')
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"')
    expect(arabic.headers.get('set-cookie')).toMatch(
      /^cadence-locale=ar; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    )
    const kept = await get('/ar/welcome', { Cookie: 'cadence-locale=ar' })
    expect(kept.headers.get('set-cookie')).toBeNull()
    // A page only the client draws is served in the reader's language too.
    const shell = await get('/login', { Cookie: 'cadence-locale=de' })
    expect(await shell.text()).toContain('<html lang="de" dir="ltr"')
    expect(shell.headers.get('vary')).toContain('Cookie')
  })

  it('renders a page once per language asked for', async () => {
    writeFileSync(join(webRoot, 'index.html'), SHELL_WITH_LANG)
    const { get, renderSpy } = setup(byLocale)
    await get('/login', { 'Accept-Language': 'fr' })
    await get('/login', { 'Accept-Language': 'es' })
    await get('/login', { 'Accept-Language': 'fr' })
    expect(renderSpy.mock.calls.map(([request]) => request.locale)).toEqual(['fr', 'es'])
  })
})

/** A renderer as the real one answers: an unknown article is its not-found page, with its path in the state. */
const articles: RenderPublicPage = async ({ url }) => {
  const known = url.endsWith('/blog/known')
  return {
    kind: 'page',
    status: known ? 200 : 404,
    head: '<title>page</title>',
    html: `<h1>${known ? 'An article' : 'Not found'}</h1>`,
    state: JSON.stringify({ notFoundPath: known ? null : url }),
    modules: [],
    locale: url.startsWith('/de/') ? 'de' : 'en',
    dir: 'ltr',
  }
}

const stateOf = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="cadence-state">(.*?)<\/script>/)?.[1] ?? '',
  )

describe('cheap refusals', () => {
  it('answers unknown articles 404 from the known slugs, with one render per language for them all', async () => {
    const asked: string[] = []
    const { get, renderSpy } = setup(articles, {
      isKnownArticle: async (slug) => {
        asked.push(slug)
        return slug === 'known'
      },
    })
    const unknown = [
      '/blog/0b8e7c1e-5f1a-4c47-9d2b-6f1f0c2e9a11',
      '/blog/another-guess',
      '/blog/%3Cscript%3E',
      '/de/blog/noch-eine',
      '/de/blog/und-noch-eine',
    ]
    for (const path of unknown) {
      const res = await get(path)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toContain('<h1>Not found</h1>')
      // Each its own path in the state, so hydration draws the not-found page where it is.
      expect(stateOf(html).notFoundPath).toBe(path)
      expect(html).not.toContain('<script>')
    }
    expect(renderSpy).toHaveBeenCalledTimes(2)
    expect(asked).toContain('<script>')
    const known = await get('/blog/known')
    expect(known.status).toBe(200)
    expect(await known.text()).toContain('<h1>An article</h1>')
    expect(renderSpy).toHaveBeenCalledTimes(3)
  })

  it('renders a few pages at once, answers 503 with Retry-After past its queue, and serves cached pages meanwhile', async () => {
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const { get, renderSpy } = setup(
      async (request) => {
        if (request.url.startsWith('/slow')) await gate
        return page(request)
      },
      { renders: { atOnce: 1, waiting: 2 } },
    )
    expect((await get('/welcome')).status).toBe(200)
    // Addresses nobody asked for before: one renders, two wait, the fourth is turned away.
    const slow = ['/slow/1', '/slow/2', '/slow/3'].map((path) => get(path))
    const refused = await get('/slow/4')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    // The cached page does not wait behind them.
    const cached = await get('/welcome')
    expect(cached.status).toBe(200)
    expect(await cached.text()).toContain('<h1>/welcome</h1>')
    open()
    for (const res of await Promise.all(slow)) expect(res.status).toBe(200)
    // Turned away is not remembered: asked again, it renders.
    expect((await get('/slow/4')).status).toBe(200)
    expect(renderSpy.mock.calls.map(([request]) => request.url)).toEqual([
      '/welcome',
      '/slow/1',
      '/slow/2',
      '/slow/3',
      '/slow/4',
    ])
  })
})
