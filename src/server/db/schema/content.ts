import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Locale } from '#src/i18n/locales'

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** E-mails are stored lower-cased, so the unique constraint is the duplicate check (docs/product.md §5). */
export const waitlist = pgTable('waitlist', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt,
})

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt,
})

export const blogCategories = pgTable('blog_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readTimeMinutes: integer('read_time_minutes'),
    isPublished: boolean('is_published').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    /** Hash of the source file, so the start-up sync rewrites only changed posts. */
    sourceHash: text('source_hash'),
    /** The article's language (a locale of src/i18n/locales.ts): English, or a translation's. */
    lang: text('lang').$type<Locale>().notNull().default('en'),
    /**
     * The English original a translation translates; null for an original. A translation is
     * read at its original's address in its language, never at its own slug.
     */
    translationOf: uuid('translation_of').references((): AnyPgColumn => blogPosts.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt.desc()),
    index('blog_posts_category_idx').on(t.categoryId),
    // One published translation of an article per language (an unpublished one may linger).
    uniqueIndex('blog_posts_translation_idx')
      .on(t.translationOf, t.lang)
      .where(sql`${t.isPublished}`),
  ],
)
