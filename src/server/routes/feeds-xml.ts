// The XML of the blog's RSS feed and of the sitemap (routes/feeds.ts), with absolute links.

import { BLOG_NAME } from '#src/contract/blog'
import { LOCALES, localizedPath } from '#src/i18n/locales'

/** What the feed and the sitemap read of a published post. */
interface FeedPost {
  slug: string
  title: string
  excerpt: string
  publishedAt: string | null
  createdAt: string
  category: { name: string } | null
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch)
}

/** Public pages a search engine should know about, besides every post. */
export const PUBLIC_ROUTES = ['/welcome', '/pricing', '/blog', '/cleaner']

/** RSS 2.0 of the published posts, newest first as given. */
export function rssXml(posts: readonly FeedPost[], base: string): string {
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
  return `<?xml version="1.0" encoding="UTF-8"?>
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
}

/** A page's `<url>` in every language, each naming all its alternates (English's as the default). */
function sitemapEntries(base: string, path: string, lastmod?: string): string[] {
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

/**
 * Every public page and post in every language, as search engines read hreflang from a
 * sitemap.
 */
export function sitemapXml(posts: readonly FeedPost[], base: string): string {
  const urls = [
    ...PUBLIC_ROUTES.flatMap((path) => sitemapEntries(base, path)),
    ...posts.flatMap((post) =>
      sitemapEntries(
        base,
        `/blog/${encodeURIComponent(post.slug)}`,
        (post.publishedAt ?? post.createdAt).slice(0, 10),
      ),
    ),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}
