import { Hono } from 'hono'
import { FEATURED_POSTS_LIMIT } from '#src/contract/blog'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/i18n/locales'
import type { AppDeps } from '../app-deps'
import {
  countPostView,
  getPublishedPost,
  listCategories,
  listFeaturedPosts,
  listPublishedPosts,
} from '../blog/blog-repository'
import { invariantFound } from '../http/api-error'
import { clientAddress } from '../http/client-address'
import { hitRateLimit } from '../http/rate-limit'

/** A reader reloading an article a few times is fine; a script inflating its count is not. */
export const BLOG_VIEW_RATE_RULE = { name: 'blog-view', max: 5, windowMs: 10 * 60_000 }

/**
 * The language the articles are read in (`?lang=de`): where an article has a translation into
 * it, that translation comes in its place. English, as the articles are written, when absent
 * or not one of Cadence's languages.
 */
function articleLocale(lang: string | undefined): Locale {
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

export function blogRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/posts', async (c) => {
      const category = c.req.query('category')?.trim() || undefined
      const locale = articleLocale(c.req.query('lang'))
      return c.json({ posts: await listPublishedPosts(db, category, locale) })
    })
    .get('/featured', async (c) => {
      const locale = articleLocale(c.req.query('lang'))
      return c.json({ posts: await listFeaturedPosts(db, FEATURED_POSTS_LIMIT, locale) })
    })
    .get('/categories', async (c) => c.json({ categories: await listCategories(db) }))
    .get('/posts/:slug', async (c) => {
      const locale = articleLocale(c.req.query('lang'))
      const post = invariantFound(
        await getPublishedPost(db, c.req.param('slug'), locale),
        'Post not found',
      )
      return c.json({ post })
    })
    .post('/:slug/view', async (c) => {
      const slug = c.req.param('slug')
      const client = clientAddress(c, deps.config.TRUST_PROXY)
      await hitRateLimit(db, BLOG_VIEW_RATE_RULE, `${client}:${slug}`)
      const viewCount = invariantFound(await countPostView(db, slug), 'Post not found')
      return c.json({ viewCount })
    })
}
