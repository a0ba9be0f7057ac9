import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { INITIAL_STATE_ID } from '#src/contract/public-pages'
// The web app's own server renderer, as the built server loads it from dist/ssr.
import { renderPublicPage } from '#src/web/ssr/entry-server'
import { createApp } from '../app'
import { syncBlog } from '../blog/sync-blog'
import { blogPosts } from '../db/schema'
import { CONTENT_SECURITY_POLICY } from '../http/security-headers'
import { createBlogFolder } from '../testing/blog-fixture'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

// jsdom's DOMParser reads the HTML as a crawler does: scripts are never run.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } }
}
const { DOMParser: HtmlParser } = new JSDOM().window

async function parseHtml(res: Response) {
  expect(res.headers.get('content-type')).toContain('text/html')
  return new HtmlParser().parseFromString(await res.text(), 'text/html')
}

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content')
const canonical = (doc: Document) =>
  doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null
const text = (doc: Document) => doc.getElementById('root')?.textContent?.replace(/\s+/g, ' ') ?? ''

/** Every <script> is the app's own file or a data block the browser never runs. */
function expectNoInlineScript(doc: Document) {
  for (const script of doc.querySelectorAll('script')) {
    if (script.hasAttribute('src')) expect(script.getAttribute('src')).toMatch(/^\//)
    else expect(['application/json', 'application/ld+json']).toContain(script.type)
  }
}

describe.each(databaseKinds)('the public site on %s', (kind) => {
  const t = useTestApp(kind)
  const content = createBlogFolder()
  const webRoot = mkdtempSync(join(tmpdir(), 'cadence-web-'))
  let app: ReturnType<typeof createApp>
  const get = (path: string) => app.request(`${TEST_ORIGIN}${path}`)

  beforeAll(() => {
    content.write({
      slug: 'quiet-weeks',
      title: 'Quiet Weeks & <Busy> Ones',
      category: 'rhythm',
      publishedAt: '2026-10-20',
      featured: true,
      body: 'Most silences say little about a relationship.',
    })
    content.write({
      slug: 'on-device',
      title: 'Read on Your Device',
      category: 'privacy',
      publishedAt: '2026-09-08',
      body: 'Your chat never leaves your device. A dollar sign $& stays as written.',
      extra: 'meta_title: "On-device reading, explained"',
    })
    content.write({ slug: 'withdrawn', title: 'Withdrawn', publishedAt: '2026-08-01' })
    content.write({
      slug: 'auf-dem-geraet',
      title: 'Auf deinem Gerät gelesen',
      lang: 'de',
      translates: 'on-device',
      body: 'Dein Chat verlässt nie dein Gerät.',
      extra: 'meta_description: "Wie Cadence deinen Chat liest, ohne ihn hochzuladen."',
    })
    // The template the build writes (index.html) and one article's own preview image.
    copyFileSync('index.html', join(webRoot, 'index.html'))
    mkdirSync(join(webRoot, 'og', 'blog'), { recursive: true })
    writeFileSync(join(webRoot, 'og', 'blog', 'on-device.jpg'), 'jpeg')
  })
  afterAll(() => {
    content.cleanup()
    rmSync(webRoot, { recursive: true, force: true })
  })
  beforeEach(async () => {
    await syncBlog(t.database.db, [content.folder])
    await t.database.db
      .update(blogPosts)
      .set({ isPublished: false })
      .where(eq(blogPosts.slug, 'withdrawn'))
    // A new app each time: its page cache starts empty.
    app = createApp({ ...t.deps, webRoot, renderPublicPage })
  })

  it.each([
    {
      path: '/welcome',
      heading: 'Understand Your Relationship Dynamics',
      words: ['Content-Free Analysis', 'Your chat file is analysed inside your browser'],
      title: 'Cadence — the rhythm of your relationships',
    },
    {
      path: '/pricing',
      heading: 'Choose Your Plan',
      words: ['$4.99', '$9.99', 'Every plan analyses your chat on your own device.'],
      title: 'Plans and pricing · Cadence',
    },
    {
      path: '/blog',
      heading: 'Relationship Insights',
      words: ['Quiet Weeks & <Busy> Ones', 'Read on Your Device', 'Privacy'],
      title: 'Relationship Insights | Cadence Blog',
    },
    {
      path: '/cleaner',
      heading: 'Chat Cleaner',
      words: ['Nothing is uploaded.', 'Choose your chat export'],
      title: 'Chat Cleaner · Cadence',
    },
  ])('renders $path with its words and its own head', async ({ path, heading, words, title }) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    const doc = await parseHtml(res)
    expect(doc.querySelector('h1')?.textContent).toBe(heading)
    for (const word of words) expect(text(doc)).toContain(word)
    expect(doc.title).toBe(title)
    expect(doc.querySelectorAll('title')).toHaveLength(1)
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(meta(doc, 'description')?.length).toBeGreaterThan(50)
    expect(canonical(doc)).toBe(`${TEST_ORIGIN}${path}`)
    expect(meta(doc, 'og:title')).toBe(title)
    expect(meta(doc, 'og:url')).toBe(`${TEST_ORIGIN}${path}`)
    expect(meta(doc, 'og:type')).toBe('website')
    expect(meta(doc, 'og:image')).toBe(`${TEST_ORIGIN}/og/cadence.jpg`)
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image')
    expect(meta(doc, 'twitter:title')).toBe(title)
    expectNoInlineScript(doc)
  })

  it('renders an article with its words, its own preview image and JSON-LD BlogPosting', async () => {
    const res = await get('/blog/on-device')
    expect(res.status).toBe(200)
    const doc = await parseHtml(res)
    expect(doc.querySelector('h1')?.textContent).toBe('Read on Your Device')
    expect(text(doc)).toContain('A dollar sign $& stays as written.')
    expect(doc.title).toBe('On-device reading, explained')
    expect(meta(doc, 'description')).toBe('A short excerpt of on-device.')
    expect(canonical(doc)).toBe(`${TEST_ORIGIN}/blog/on-device`)
    expect(meta(doc, 'og:type')).toBe('article')
    expect(meta(doc, 'og:image')).toBe(`${TEST_ORIGIN}/og/blog/on-device.jpg`)
    expect(meta(doc, 'twitter:image')).toBe(`${TEST_ORIGIN}/og/blog/on-device.jpg`)
    expect(meta(doc, 'article:published_time')).toBe('2026-09-08T00:00:00.000Z')
    const blocks = doc.querySelectorAll('script[type="application/ld+json"]')
    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0]?.textContent ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Read on Your Device',
      description: 'A short excerpt of on-device.',
      datePublished: '2026-09-08T00:00:00.000Z',
      url: `${TEST_ORIGIN}/blog/on-device`,
      image: `${TEST_ORIGIN}/og/blog/on-device.jpg`,
      publisher: { '@type': 'Organization', name: 'Cadence' },
      articleSection: 'Privacy',
    })
    expectNoInlineScript(doc)
  })

  it('renders /de/blog/{slug} in its German translation, with a German head', async () => {
    const res = await get('/de/blog/on-device')
    expect(res.status).toBe(200)
    const doc = await parseHtml(res)
    expect(doc.documentElement.getAttribute('lang')).toBe('de')
    const heading = doc.querySelector('h1')
    expect(heading?.textContent).toBe('Auf deinem Gerät gelesen')
    expect([heading?.getAttribute('lang'), heading?.getAttribute('dir')]).toEqual(['de', 'ltr'])
    expect(text(doc)).toContain('Dein Chat verlässt nie dein Gerät.')
    expect(text(doc)).toContain('Zurück zum Blog')
    expect(text(doc)).not.toContain('Auf Englisch')
    expect(text(doc)).not.toContain('Your chat never leaves your device.')
    expect(doc.title).toBe('Auf deinem Gerät gelesen | Cadence Blog')
    expect(meta(doc, 'description')).toBe('Wie Cadence deinen Chat liest, ohne ihn hochzuladen.')
    expect(canonical(doc)).toBe(`${TEST_ORIGIN}/de/blog/on-device`)
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    )
    expect(alternates).toContain(`en ${TEST_ORIGIN}/blog/on-device`)
    expect(alternates).toContain(`ar ${TEST_ORIGIN}/ar/blog/on-device`)
    expect(alternates).toContain(`x-default ${TEST_ORIGIN}/blog/on-device`)
    expect(meta(doc, 'og:locale')).toBe('de_DE')
    expect(meta(doc, 'og:url')).toBe(`${TEST_ORIGIN}/de/blog/on-device`)
    // The article's own image carries its English title: the translation shows the site's.
    expect(meta(doc, 'og:image')).toBe(`${TEST_ORIGIN}/og/cadence.jpg`)
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '',
    )
    expect(jsonLd).toMatchObject({ headline: 'Auf deinem Gerät gelesen', inLanguage: 'de' })
    const state = JSON.parse(doc.getElementById(INITIAL_STATE_ID)?.textContent ?? '')
    expect(state.queries.queries[0]).toMatchObject({
      queryKey: ['blog', 'post', 'on-device', 'de'],
      state: { data: { title: 'Auf deinem Gerät gelesen', lang: 'de' } },
    })
  })

  it('renders /blog/{slug} in English, and another language without a translation in English', async () => {
    const english = await parseHtml(await get('/blog/on-device'))
    expect(english.querySelector('h1')?.textContent).toBe('Read on Your Device')
    expect(text(english)).not.toContain('Dein Chat')
    const french = await parseHtml(await get('/fr/blog/on-device'))
    expect(french.documentElement.getAttribute('lang')).toBe('fr')
    expect(french.querySelector('h1')?.textContent).toBe('Read on Your Device')
    expect(french.querySelector('h1')?.getAttribute('lang')).toBe('en')
    expect(text(french)).toContain('En anglais')
    expect(meta(french, 'og:image')).toBe(`${TEST_ORIGIN}/og/blog/on-device.jpg`)
  })

  it('lists the German translation in place of its original on /de/blog, never on /blog', async () => {
    const german = await parseHtml(await get('/de/blog'))
    expect(text(german)).toContain('Auf deinem Gerät gelesen')
    expect(text(german)).not.toContain('Read on Your Device')
    expect(text(german)).toContain('Noch nicht übersetzte Artikel erscheinen auf Englisch.')
    const link = german.querySelector('a[lang="de"]')
    expect(link?.getAttribute('href')).toBe('/de/blog/on-device')
    const english = await parseHtml(await get('/blog'))
    expect(text(english)).toContain('Read on Your Device')
    expect(text(english)).not.toContain('Auf deinem Gerät')
    const spanish = await parseHtml(await get('/es/blog'))
    expect(text(spanish)).toContain('Los artículos están escritos en inglés.')
  })

  it('escapes an article title in the head and its state for the client', async () => {
    const doc = await parseHtml(await get('/blog/quiet-weeks'))
    expect(doc.title).toBe('Quiet Weeks & <Busy> Ones | Cadence Blog')
    expect(meta(doc, 'og:title')).toBe('Quiet Weeks & <Busy> Ones | Cadence Blog')
    // An article without its own image shows the site's.
    expect(meta(doc, 'og:image')).toBe(`${TEST_ORIGIN}/og/cadence.jpg`)
    const state = JSON.parse(doc.getElementById(INITIAL_STATE_ID)?.textContent ?? '')
    expect(state.notFoundPath).toBeNull()
    expect(state.queries.queries[0]).toMatchObject({
      queryKey: ['blog', 'post', 'quiet-weeks', 'en'],
      state: { data: { title: 'Quiet Weeks & <Busy> Ones' } },
    })
  })

  it('lists only one category on /blog?category=, with the list as canonical', async () => {
    const doc = await parseHtml(await get('/blog?category=privacy&utm_source=mail'))
    expect(text(doc)).toContain('Read on Your Device')
    expect(text(doc)).not.toContain('Quiet Weeks')
    expect(canonical(doc)).toBe(`${TEST_ORIGIN}/blog`)
  })

  it.each([
    '/no/such/page',
    '/blog/no-such-article',
    '/blog/withdrawn',
    // A translation's own slug is no address: it is read at its original's.
    '/blog/auf-dem-geraet',
  ])('answers %s with 404 and the not-found page', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    const doc = await parseHtml(res)
    expect(doc.querySelector('h1')?.textContent).toBe('Oops! Page not found')
    expect(doc.title).toBe('Page not found · Cadence')
    expect(meta(doc, 'robots')).toBe('noindex')
    expect(canonical(doc)).toBeNull()
    const state = JSON.parse(doc.getElementById(INITIAL_STATE_ID)?.textContent ?? '')
    expect(state.notFoundPath).toBe(path)
    expect(text(doc)).not.toContain('Withdrawn')
  })

  it('answers a translation’s own slug in its language with 404 too', async () => {
    const res = await get('/de/blog/auf-dem-geraet')
    expect(res.status).toBe(404)
    const doc = await parseHtml(res)
    expect(doc.querySelector('h1')?.textContent).toBe('Hoppla! Seite nicht gefunden')
    expect(meta(doc, 'robots')).toBe('noindex')
    expect(text(doc)).not.toContain('Auf deinem Gerät gelesen')
  })

  it('sends / to the landing page in the reader’s language', async () => {
    const res = await get('/')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/welcome')
  })

  it.each(['/dashboard', '/connections/abc', '/login', '/signup/base'])(
    'serves the client-rendered shell for %s',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      const doc = await parseHtml(res)
      expect(doc.getElementById('root')?.childNodes).toHaveLength(0)
      expect(doc.getElementById(INITIAL_STATE_ID)).toBeNull()
      expect(doc.title).toBe('Cadence — the rhythm of your relationships')
    },
  )

  it('answers a missing file with a plain 404, and a malformed %-escape with 400', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404)
    const bad = await get('/%')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('not valid')
    expect((await get('/blog/%E0%A4%A')).status).toBe(400)
  })

  it('serves robots.txt that points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const body = await res.text()
    expect(body).toContain('User-agent: *')
    expect(body).toContain('Disallow: /api/')
    expect(body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
  })
})

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let at = 2
  while (at + 9 < bytes.length) {
    const marker = bytes[at + 1] ?? 0
    const length = bytes.readUInt16BE(at + 2)
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    at += 2 + length
  }
  return null
}

describe('the link-preview images', () => {
  it('are real 1200×630 JPEGs: the site one, and one for every English article in content/blog', () => {
    // A translation shows the site's image (the articles' own are drawn in English).
    const slugs = readdirSync('content/blog')
      .filter((name) => name.endsWith('.md'))
      .filter((name) => !/^translates:/m.test(readFileSync(join('content/blog', name), 'utf8')))
      .map((name) => name.slice(0, -3))
    expect(slugs.length).toBeGreaterThan(0)
    for (const file of ['public/og/cadence.jpg', ...slugs.map((s) => `public/og/blog/${s}.jpg`)])
      expect({ file, size: jpegSize(readFileSync(file)) }).toEqual({
        file,
        size: { width: 1200, height: 630 },
      })
  })
})
