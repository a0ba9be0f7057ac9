import { eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { blogCategories, blogPosts } from '../db/schema'
import { type PostSource, readBlogFolders } from './read-blog-folders'
import { readTimeMinutes } from './read-time'

export interface BlogSyncResult {
  added: number
  changed: number
  removed: number
}

/** Any fixed number: it names the lock that keeps two starting servers from syncing at once. */
const SYNC_LOCK_KEY = 7_240_311

function postRow(post: PostSource, categoryId: string | null) {
  const fm = post.frontMatter
  return {
    slug: fm.slug,
    title: fm.title,
    excerpt: fm.excerpt,
    content: post.content,
    metaTitle: fm.meta_title ?? null,
    metaDescription: fm.meta_description ?? null,
    categoryId,
    publishedAt: fm.published_at,
    readTimeMinutes: readTimeMinutes(post.content),
    isPublished: true,
    isFeatured: fm.featured,
    sourceHash: post.hash,
  }
}

/**
 * Makes blog_categories and blog_posts mirror the content folders, in one transaction: new files
 * are added, changed files (by hash) rewritten, and posts whose file is gone unpublished, so their
 * view counts survive if the file comes back.
 */
export async function syncBlog(db: Db, folders: string[]): Promise<BlogSyncResult> {
  const sources = readBlogFolders(folders)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`)

    const categorySlugs = sources.categories.map((c) => c.slug)
    for (const category of sources.categories) {
      await tx
        .insert(blogCategories)
        .values(category)
        .onConflictDoUpdate({
          target: blogCategories.slug,
          set: { name: category.name, color: category.color },
        })
    }
    const staleCategories =
      categorySlugs.length > 0 ? notInArray(blogCategories.slug, categorySlugs) : undefined
    await tx.delete(blogCategories).where(staleCategories)
    const categoryIds = new Map(
      (
        await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)
      ).map((c) => [c.slug, c.id]),
    )

    const existing = new Map(
      (
        await tx
          .select({
            slug: blogPosts.slug,
            hash: blogPosts.sourceHash,
            isPublished: blogPosts.isPublished,
          })
          .from(blogPosts)
      ).map((p) => [p.slug, p]),
    )
    const result: BlogSyncResult = { added: 0, changed: 0, removed: 0 }
    for (const post of sources.posts) {
      const row = postRow(post, categoryIds.get(post.frontMatter.category) ?? null)
      const before = existing.get(row.slug)
      if (!before) {
        await tx.insert(blogPosts).values(row)
        result.added++
      } else if (before.hash !== post.hash || !before.isPublished) {
        await tx
          .update(blogPosts)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(blogPosts.slug, row.slug))
        result.changed++
      }
    }

    const present = new Set(sources.posts.map((p) => p.frontMatter.slug))
    const gone = [...existing.values()].filter((p) => p.isPublished && !present.has(p.slug))
    if (gone.length > 0) {
      await tx
        .update(blogPosts)
        .set({ isPublished: false, updatedAt: new Date() })
        .where(
          inArray(
            blogPosts.slug,
            gone.map((p) => p.slug),
          ),
        )
      result.removed = gone.length
    }
    return result
  })
}
