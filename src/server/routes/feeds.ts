import { Hono } from 'hono'
import type { AppDeps } from '../app-deps'
import { listPublishedPosts } from '../blog/blog-repository'
import { rssXml, sitemapXml } from './feeds-xml'

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
    .get('/blog/rss.xml', async (c) =>
      c.body(rssXml(await listPublishedPosts(db), base), 200, {
        ...XML_HEADERS,
        'Content-Type': 'application/rss+xml; charset=utf-8',
      }),
    )
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
    .get('/sitemap.xml', async (c) =>
      c.body(sitemapXml(await listPublishedPosts(db), base), 200, {
        ...XML_HEADERS,
        'Content-Type': 'application/xml; charset=utf-8',
      }),
    )
}
