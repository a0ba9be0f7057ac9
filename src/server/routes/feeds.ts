import { Hono } from 'hono'
import { BLOG_NAME } from '#src/contract/blog'
import { LOCALES, localizedPath } from '#src/i18n/locales'
import type { AppDeps } from '../app-deps'
import { listPublishedPosts } from '../blog/blog-repository'
import { escapeXml, PUBLIC_ROUTES } from './feeds-xml'

const XML_HEADERS = { 'Cache-Control': 'public, max-age=300' }

/** Paths crawlers are asked to leave alone: the API, the signed-in app and the development pages. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/dashboard',
  '/connections',
  '/account-settings',
  '/billing/',
  '/dev/',
]

/** RSS 2.0 of the published posts, the sitemap and robots.txt, served outside /api with absolute links. */
export function feedsRoutes(deps: AppDeps) {
  const { db } = deps.database
  const base = deps.config.publicUrl
  return new Hono()
    .get('/blog/rss.xml', async (c) => {
      const posts = await listPublishedPosts(db)
      const items = posts.map((post) => {
        const link = escapeXml(`${base}/blog/${encodeURIComponent(post.slug)}`)
        const date = new Date(post.publishedAt ?? post.createdAt).toUTCString()
        const category = post.category
          ? `\n      <category>${escapeXml(post.category.name)}</category>`
          : ''
        return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <pubDate>${date}</pubDate>${category}
    </item>`
      })
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(BLOG_NAME)}</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <description>Relationship Insights: the rhythm of our conversations, read with care.</description>
    <language>en-us</language>
${items.join('\n')}
  </channel>
</rss>
`
      return c.body(xml, 200, {
        ...XML_HEADERS,
        'Content-Type': 'application/rss+xml; charset=utf-8',
      })
    })
    .get('/robots.txt', (c) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
      ]
      return c.body(`${lines.join('\n')}\n`, 200, {
        ...XML_HEADERS,
        'Content-Type': 'text/plain; charset=utf-8',
      })
    })
    .get('/sitemap.xml', async (c) => {
      const posts = await listPublishedPosts(db)
      // Every public page in every language, each naming all its alternates (and English's
      // address as the default), as search engines read hreflang from a sitemap.
      const entries = (path: string, lastmod?: string) => {
        const alternates = [
          ...LOCALES.map((locale) => [locale, localizedPath(locale, path)]),
          ['x-default', path],
        ]
          .map(
            ([hreflang, href]) =>
              `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${base}${href}`)}"/>`,
          )
          .join('')
        const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        return LOCALES.map(
          (locale) =>
            `  <url><loc>${escapeXml(`${base}${localizedPath(locale, path)}`)}</loc>${modified}${alternates}\n  </url>`,
        )
      }
      const urls = [
        ...PUBLIC_ROUTES.flatMap((path) => entries(path)),
        ...posts.flatMap((post) =>
          entries(
            `/blog/${encodeURIComponent(post.slug)}`,
            (post.publishedAt ?? post.createdAt).slice(0, 10),
          ),
        ),
      ]
      const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
      return c.body(xml, 200, { ...XML_HEADERS, 'Content-Type': 'application/xml; charset=utf-8' })
    })
}
