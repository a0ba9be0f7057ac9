// Every read of the blog, and the view count: only published posts are ever read or counted.

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { BlogCategory, BlogPost, BlogPostSummary } from '../../contract/blog'
import type { Db } from '../db/client'
import { blogCategories, blogPosts } from '../db/schema'
import { articleHtml } from './article-html'

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  readTimeMinutes: blogPosts.readTimeMinutes,
  isFeatured: blogPosts.isFeatured,
  categoryId: blogCategories.id,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  categoryColor: blogCategories.color,
}

type SummaryRow = Awaited<ReturnType<typeof selectPublished>>[number]

function toSummary(row: SummaryRow): BlogPostSummary {
  const { categoryId, categorySlug, categoryName, categoryColor } = row
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    readTimeMinutes: row.readTimeMinutes,
    isFeatured: row.isFeatured,
    category:
      categoryId && categorySlug && categoryName && categoryColor
        ? { id: categoryId, slug: categorySlug, name: categoryName, color: categoryColor }
        : null,
  }
}

/** Published posts with their category, newest first (spec §7); only published posts are ever read. */
function selectPublished(db: Db, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(eq(blogPosts.isPublished, true), where))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
}

export async function listPublishedPosts(db: Db, categorySlug?: string) {
  const where = categorySlug ? eq(blogCategories.slug, categorySlug) : undefined
  return (await selectPublished(db, where)).map(toSummary)
}

export async function listFeaturedPosts(db: Db, limit: number) {
  return (await selectPublished(db, eq(blogPosts.isFeatured, true)).limit(limit)).map(toSummary)
}

export async function listCategories(db: Db): Promise<BlogCategory[]> {
  return db
    .select({
      id: blogCategories.id,
      slug: blogCategories.slug,
      name: blogCategories.name,
      color: blogCategories.color,
    })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name))
}

export async function getPublishedPost(db: Db, slug: string): Promise<BlogPost | null> {
  const rows = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.slug, slug)))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  return {
    ...toSummary(row),
    html: articleHtml(row.content),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  }
}

/** Counts one view of a published post; its new count, or null when there is no such post. */
export async function countPostView(db: Db, slug: string): Promise<number | null> {
  // One UPDATE: concurrent views never read a stale count and overwrite each other.
  const rows = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .returning({ viewCount: blogPosts.viewCount })
  return rows[0]?.viewCount ?? null
}
