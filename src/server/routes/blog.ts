import { Hono } from 'hono'
import { FEATURED_POSTS_LIMIT } from '../../contract/blog'
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
      const viewCount = invariantFound(await countPostView(db, slug), 'Post not found')
      return c.json({ viewCount })
    })
}
