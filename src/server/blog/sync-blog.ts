import { createHash } from 'node:crypto'
import { eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { blogCategories, blogPosts } from '../db/schema'
import { isTranslation } from './front-matter'
import { type PostSource, readBlogFolders } from './read-blog-folders'
import { readTimeMinutes } from './read-time'

export interface BlogSyncResult {
  added: number
  changed: number
  removed: number
}

/** Any fixed number: it names the lock that keeps two starting servers from syncing at once. */
const SYNC_LOCK_KEY = 7_240_311

interface PostOrigin {
  /** The post's category, or for a translation its original's. */
  categoryId: string | null
  /** For a translation: its original's row, whose date and featuring it shares. */
  original: { id: string; publishedAt: Date; isFeatured: boolean; hash: string } | null
}

function postRow(post: PostSource, { categoryId, original }: PostOrigin) {
  const fm = post.frontMatter
  const own = isTranslation(fm) ? null : fm
  return {
    slug: fm.slug,
    title: fm.title,
    excerpt: fm.excerpt,
    content: post.content,
    metaTitle: fm.meta_title ?? null,
    metaDescription: fm.meta_description ?? null,
    categoryId,
    publishedAt: own?.published_at ?? original?.publishedAt ?? null,
    readTimeMinutes: readTimeMinutes(post.content),
    isPublished: true,
    isFeatured: own?.featured ?? original?.isFeatured ?? false,
    // A translation's row changes with its original's file too (its date, featuring, category).
    sourceHash: original
      ? createHash('sha256').update(`${post.hash} ${original.hash}`).digest('hex')
      : post.hash,
    lang: fm.lang,
    translationOf: original?.id ?? null,
  }
}

/** blog_categories as the folders list them; the id of each by its slug. */
async function syncCategories(
  tx: Db,
  categories: readonly { slug: string; name: string; color: string }[],
): Promise<Map<string, string>> {
  const categorySlugs = categories.map((c) => c.slug)
  for (const category of categories) {
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
  return new Map(
    (
      await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)
    ).map((c) => [c.slug, c.id]),
  )
}

/** Unpublishes the published posts whose file is gone; how many there were. */
async function unpublishGone(
  tx: Db,
  existing: readonly { slug: string; isPublished: boolean }[],
  posts: readonly PostSource[],
): Promise<number> {
  const present = new Set(posts.map((p) => p.frontMatter.slug))
  const gone = existing.filter((p) => p.isPublished && !present.has(p.slug))
  if (gone.length === 0) return 0
  await tx
    .update(blogPosts)
    .set({ isPublished: false, updatedAt: new Date() })
    .where(
      inArray(
        blogPosts.slug,
        gone.map((p) => p.slug),
      ),
    )
  return gone.length
}

/**
 * Makes blog_categories and blog_posts mirror the content folders, in one transaction: new files
 * are added, changed files (by hash) rewritten, and posts whose file is gone unpublished, so their
 * view counts survive if the file comes back. A translation's row points at its original's and
 * shares its category, date and featuring.
 */
export async function syncBlog(db: Db, folders: string[]): Promise<BlogSyncResult> {
  const sources = readBlogFolders(folders)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`)

    const categoryIds = await syncCategories(tx, sources.categories)

    const existing = new Map(
      (
        await tx
          .select({
            id: blogPosts.id,
            slug: blogPosts.slug,
            hash: blogPosts.sourceHash,
            isPublished: blogPosts.isPublished,
          })
          .from(blogPosts)
      ).map((p) => [p.slug, p]),
    )
    const result: BlogSyncResult = { added: 0, changed: 0, removed: 0 }
    const categoryOf = new Map<string, string | null>()

    // Posts whose file is gone go first, so a translation replacing a removed one of the same
    // language never meets it in the one-translation-per-language index.
    result.removed = await unpublishGone(tx, [...existing.values()], sources.posts)

    // Originals before translations, which point at their original's row.
    const originals = new Map<string, NonNullable<PostOrigin['original']>>()
    const ordered = [
      ...sources.posts.filter((p) => !isTranslation(p.frontMatter)),
      ...sources.posts.filter((p) => isTranslation(p.frontMatter)),
    ]
    for (const post of ordered) {
      const fm = post.frontMatter
      const original = isTranslation(fm) ? (originals.get(fm.translates) ?? null) : null
      const categoryId = isTranslation(fm)
        ? (categoryOf.get(fm.translates) ?? null)
        : (categoryIds.get(fm.category) ?? null)
      const row = postRow(post, { categoryId, original })
      const before = existing.get(row.slug)
      let id = before?.id
      if (!before) {
        const [inserted] = await tx.insert(blogPosts).values(row).returning({ id: blogPosts.id })
        id = inserted?.id
        result.added++
      } else if (before.hash !== row.sourceHash || !before.isPublished) {
        await tx
          .update(blogPosts)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(blogPosts.slug, row.slug))
        result.changed++
      }
      if (!isTranslation(fm) && id) {
        originals.set(fm.slug, {
          id,
          publishedAt: fm.published_at,
          isFeatured: fm.featured,
          hash: post.hash,
        })
        categoryOf.set(fm.slug, row.categoryId)
      }
    }
    return result
  })
}
