// Every read of the blog, and the view count: only published posts are ever read or counted.
// The articles are the English originals; read in another language, an original with a
// translation into it comes as that translation, at the original's slug. A translation's own
// slug is no address.

import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { BlogCategory, BlogPost, BlogPostSummary } from '#src/contract/blog'
import { DEFAULT_LOCALE, type Locale } from '#src/i18n/locales'
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
  lang: blogPosts.lang,
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
    lang: row.lang,
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

/** Published originals with their category, newest first (docs/product.md §7); only published posts are ever read. */
function selectPublished(db: Db, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(and(eq(blogPosts.isPublished, true), isNull(blogPosts.translationOf), where))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
}

/** The published translations into `locale` of the given originals, by their original's id. */
async function translationsOf(db: Db, originalIds: string[], locale: Locale) {
  const rows =
    locale === DEFAULT_LOCALE || originalIds.length === 0
      ? []
      : await db
          .select({
            translationOf: blogPosts.translationOf,
            id: blogPosts.id,
            title: blogPosts.title,
            excerpt: blogPosts.excerpt,
            lang: blogPosts.lang,
            readTimeMinutes: blogPosts.readTimeMinutes,
            content: blogPosts.content,
            metaTitle: blogPosts.metaTitle,
            metaDescription: blogPosts.metaDescription,
          })
          .from(blogPosts)
          .where(
            and(
              eq(blogPosts.isPublished, true),
              eq(blogPosts.lang, locale),
              inArray(blogPosts.translationOf, originalIds),
            ),
          )
  return new Map(rows.map(({ translationOf, ...row }) => [translationOf, row]))
}

/** Originals as read in `locale`: each one translated into it in place of the English. */
async function inLocale(db: Db, rows: SummaryRow[], locale: Locale): Promise<BlogPostSummary[]> {
  const translations = await translationsOf(
    db,
    rows.map((row) => row.id),
    locale,
  )
  return rows.map((row) => {
    const translation = translations.get(row.id)
    if (!translation) return toSummary(row)
    const { id, title, excerpt, lang, readTimeMinutes } = translation
    return toSummary({ ...row, id, title, excerpt, lang, readTimeMinutes })
  })
}

export async function listPublishedPosts(
  db: Db,
  categorySlug?: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const where = categorySlug ? eq(blogCategories.slug, categorySlug) : undefined
  return inLocale(db, await selectPublished(db, where), locale)
}

export async function listFeaturedPosts(db: Db, limit: number, locale: Locale = DEFAULT_LOCALE) {
  const rows = await selectPublished(db, eq(blogPosts.isFeatured, true)).limit(limit)
  return inLocale(db, rows, locale)
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

/** The article at `slug` (an original's) as read in `locale`: its translation into it, if any. */
/** Whether a published article has this slug (its original's; a translation's own is none). */
export async function isPublishedSlug(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.isPublished, true),
        eq(blogPosts.slug, slug),
        isNull(blogPosts.translationOf),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function getPublishedPost(
  db: Db,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BlogPost | null> {
  const rows = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(
      and(
        eq(blogPosts.isPublished, true),
        eq(blogPosts.slug, slug),
        isNull(blogPosts.translationOf),
      ),
    )
    .limit(1)
  const row = rows[0]
  if (!row) return null
  const translation = (await translationsOf(db, [row.id], locale)).get(row.id)
  if (translation) {
    const { content, metaTitle, metaDescription, ...shown } = translation
    return {
      ...toSummary({ ...row, ...shown }),
      html: articleHtml(content),
      metaTitle,
      metaDescription,
    }
  }
  return {
    ...toSummary(row),
    html: articleHtml(row.content),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  }
}

/**
 * Counts one view of a published article (at its original's slug, whatever the language it was
 * read in); its new count, or null when there is no such article.
 */
export async function countPostView(db: Db, slug: string): Promise<number | null> {
  // One UPDATE: concurrent views never read a stale count and overwrite each other.
  const rows = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(
      and(
        eq(blogPosts.slug, slug),
        eq(blogPosts.isPublished, true),
        isNull(blogPosts.translationOf),
      ),
    )
    .returning({ viewCount: blogPosts.viewCount })
  return rows[0]?.viewCount ?? null
}
