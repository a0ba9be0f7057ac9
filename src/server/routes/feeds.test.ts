import { createRequire } from 'node:module'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { syncBlog } from '../blog/sync-blog'
import { createBlogFolder } from '../testing/blog-fixture'
import { TEST_ORIGIN, useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

/** Parses with a real XML parser: a malformed document yields a <parsererror> element. */
async function parseXml(res: Response) {
  const doc = new XmlParser().parseFromString(await res.text(), 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}
// jsdom ships without type declarations; only its standard DOMParser is used, to prove the XML well-formed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } }
}
const { DOMParser: XmlParser } = new JSDOM().window

const texts = (doc: Document, tag: string) =>
  Array.from(doc.getElementsByTagName(tag), (el) => el.textContent)

describe.each(databaseKinds)('the feeds on %s', (kind) => {
  const t = useTestApp(kind)
  const content = createBlogFolder()
  beforeAll(() => {
    content.write({ slug: 'older', publishedAt: '2026-09-08', title: 'Tom & Jerry <3' })
    content.write({ slug: 'newer', publishedAt: '2026-10-20' })
    // A translation is read at its original's address in its language: no item or address of its own.
    content.write({ slug: 'neuer', title: 'Neuer', lang: 'de', translates: 'newer' })
  })
  afterAll(() => content.cleanup())
  beforeEach(async () => {
    await syncBlog(t.database.db, [content.folder])
  })

  it('serves an RSS 2.0 feed of the published posts with absolute, escaped links', async () => {
    const res = await t.request('/blog/rss.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const doc = await parseXml(res)
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = doc.getElementsByTagName('item')
    expect(items).toHaveLength(2)
    expect(texts(doc, 'link').slice(1)).toEqual([
      `${TEST_ORIGIN}/blog/newer`,
      `${TEST_ORIGIN}/blog/older`,
    ])
    expect(texts(doc, 'title')).toContain('Tom & Jerry <3')
    expect(texts(doc, 'title')).not.toContain('Neuer')
    expect(texts(doc, 'language')).toEqual(['en-us'])
    expect(texts(doc, 'pubDate')).toEqual([
      'Tue, 20 Oct 2026 00:00:00 GMT',
      'Tue, 08 Sep 2026 00:00:00 GMT',
    ])
  })

  it('serves a sitemap of the public pages and every post, in every language', async () => {
    const res = await t.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    const doc = await parseXml(res)
    const prefixes = ['', '/es', '/pt-br', '/de', '/fr', '/ar']
    expect(texts(doc, 'loc')).toEqual(
      ['/welcome', '/pricing', '/blog', '/cleaner', '/blog/newer', '/blog/older'].flatMap((path) =>
        prefixes.map((prefix) => `${TEST_ORIGIN}${prefix}${path}`),
      ),
    )
    expect(texts(doc, 'lastmod')).toEqual([
      ...Array(6).fill('2026-10-20'),
      ...Array(6).fill('2026-09-08'),
    ])
    // Each address names all six languages and English's address as the default.
    const first = doc.getElementsByTagName('url')[0]
    const links = [...(first?.getElementsByTagName('xhtml:link') ?? [])].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    )
    expect(links).toEqual([
      `en ${TEST_ORIGIN}/welcome`,
      `es ${TEST_ORIGIN}/es/welcome`,
      `pt-BR ${TEST_ORIGIN}/pt-br/welcome`,
      `de ${TEST_ORIGIN}/de/welcome`,
      `fr ${TEST_ORIGIN}/fr/welcome`,
      `ar ${TEST_ORIGIN}/ar/welcome`,
      `x-default ${TEST_ORIGIN}/welcome`,
    ])
  })
})
