import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { FEATURED_POSTS_LIMIT } from '../../contract/blog'
import type { AppDeps } from '../app-deps'
import { blogPosts } from '../db/schema'
import { invariantFound } from '../http/api-error'
import { clientAddress } from '../http/client-address'
import { hitRateLimit } from '../http/rate-limit'
import {
  getPublishedPost,
  listCategories,
  listFeaturedPosts,
  listPublishedPosts,
} from './blog-queries'

/** A reader reloading an article a few times is fine; a script inflating its count is not. */
export const BLOG_VIEW_RATE_RULE = { name: 'blog-view', max: 5, windowMs: 10 * 60_000 }

export function blogRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/posts', async (c) => {
      const category = c.req.query('category')?.trim() || undefined
      return c.json({ posts: await listPublishedPosts(db, category) })
    })
    .get('/featured', async (c) =>
      c.json({ posts: await listFeaturedPosts(db, FEATURED_POSTS_LIMIT) }),
    )
    .get('/categories', async (c) => c.json({ categories: await listCategories(db) }))
    .get('/posts/:slug', async (c) => {
      const post = invariantFound(await getPublishedPost(db, c.req.param('slug')), 'Post not found')
      return c.json({ post })
    })
    .post('/:slug/view', async (c) => {
      const slug = c.req.param('slug')
      const client = clientAddress(c, deps.config.TRUST_PROXY)
      await hitRateLimit(db, BLOG_VIEW_RATE_RULE, `${client}:${slug}`)
      // One UPDATE: concurrent views never read a stale count and overwrite each other.
      const rows = await db
        .update(blogPosts)
        .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
        .returning({ viewCount: blogPosts.viewCount })
      const row = invariantFound(rows[0], 'Post not found')
      return c.json({ viewCount: row.viewCount })
    })
}
