import { z } from 'zod'
import { LOCALES } from '#src/i18n/locales'

export const BlogCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** A #rrggbb colour that tints the category's badge. */
  color: z.string(),
})
export type BlogCategory = z.infer<typeof BlogCategorySchema>

/**
 * What a post card needs: everything but the body. Dates are ISO 8601 strings. Read in another
 * language than English, a post that has a translation into it comes as that translation: its
 * title, excerpt and (for the article) body, in `lang`, at its original's slug.
 */
export const BlogPostSummarySchema = z.object({
  id: z.string(),
  /** The English original's slug: the article's address in every language. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The language the title, excerpt and body are written in. */
  lang: z.enum(LOCALES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  readTimeMinutes: z.number().int().nullable(),
  isFeatured: z.boolean(),
  category: BlogCategorySchema.nullable(),
})
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>

export const BlogPostSchema = BlogPostSummarySchema.extend({
  /**
   * The body, rendered from its Markdown by the server (src/server/blog/article-html.ts): raw
   * HTML dropped, unsafe addresses removed, every text escaped. The web app shows it as it is.
   */
  html: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

export const BlogPostListSchema = z.object({ posts: z.array(BlogPostSummarySchema) })
export const BlogCategoryListSchema = z.object({ categories: z.array(BlogCategorySchema) })
export const BlogPostResponseSchema = z.object({ post: BlogPostSchema })
export const BlogViewResponseSchema = z.object({ viewCount: z.number().int() })

/** docs/product.md §9: at most three featured posts; the banner shows the first. */
export const FEATURED_POSTS_LIMIT = 3
/** docs/product.md §2: the page title falls back to '{title} | Cadence Blog'. */
export const BLOG_NAME = 'Cadence Blog'

/**
 * A link in an article to a page of Cadence itself (`/blog/…`), not to another host (`//host`,
 * `/\host`): the server gives it no rel, and the web app follows it without reloading the page.
 */
export const isInternalPath = (url: string) => /^\/(?![/\\])/.test(url)
