import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../testing/query-rows'
import { databaseKinds, openTestDatabase } from '../testing/test-database'

const expectedTables = [
  'account',
  'billing_events',
  'billing_invoices',
  'blog_categories',
  'blog_posts',
  'connection_analyses',
  'connection_view_preferences',
  'connections',
  'newsletter_subscribers',
  'rate_limit',
  'session',
  'user',
  'user_annotations',
  'user_subscriptions',
  'verification',
  'waitlist',
]

describe.each(databaseKinds)('migrations on an empty %s database', (kind) => {
  it('create every table of docs/product.md §3 and of accounts', async () => {
    const database = await openTestDatabase(kind)
    try {
      const rows = await queryRows<{ tablename: string }>(
        database.db,
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      )
      const tables = rows.map((r) => r.tablename)
      for (const table of expectedTables) expect(tables).toContain(table)
    } finally {
      await database.close()
    }
  })

  it('give every user a language, English unless told', async () => {
    const database = await openTestDatabase(kind)
    try {
      await database.db.execute(sql`insert into "user" (id, email) values ('u1', 'a@example.com')`)
      await database.db.execute(
        sql`insert into "user" (id, email, locale) values ('u2', 'b@example.com', 'de')`,
      )
      const rows = await queryRows<{ id: string; locale: string }>(
        database.db,
        sql`select id, locale from "user" order by id`,
      )
      expect(rows).toEqual([
        { id: 'u1', locale: 'en' },
        { id: 'u2', locale: 'de' },
      ])
      await expect(
        database.db.execute(sql`update "user" set locale = null where id = 'u1'`),
      ).rejects.toThrow()
    } finally {
      await database.close()
    }
  })

  it('cascade a deleted user to everything they own', async () => {
    const database = await openTestDatabase(kind)
    try {
      await database.db.execute(sql`insert into "user" (id, email) values ('u1', 'a@example.com')`)
      await database.db.execute(
        sql`insert into connections (id, user_id, name) values ('00000000-0000-4000-8000-000000000001', 'u1', 'Sam')`,
      )
      await database.db.execute(sql`delete from "user" where id = 'u1'`)
      const left = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from connections`,
      )
      expect(left[0]?.n).toBe(0)
    } finally {
      await database.close()
    }
  })

  it('give every blog post a language, English unless told, and an article one translation per language', async () => {
    const database = await openTestDatabase(kind)
    const post = (id: string, slug: string, lang?: string, of?: string, published = true) =>
      database.db.execute(
        sql`insert into blog_posts (id, slug, title, excerpt, content, lang, translation_of, is_published)
            values (${id}, ${slug}, 't', 'e', 'c', coalesce(${lang ?? null}, 'en'), ${of ?? null}, ${published})`,
      )
    const A = '00000000-0000-4000-8000-00000000000a'
    try {
      await database.db.execute(
        sql`insert into blog_posts (id, slug, title, excerpt, content) values (${A}, 'a', 't', 'e', 'c')`,
      )
      await post('00000000-0000-4000-8000-00000000000b', 'a-de', 'de', A)
      // An unpublished translation into the same language may linger beside the published one.
      await post('00000000-0000-4000-8000-00000000000c', 'a-de-old', 'de', A, false)
      await expect(
        post('00000000-0000-4000-8000-00000000000d', 'a-de-2', 'de', A),
      ).rejects.toThrow()
      const rows = await queryRows<{ slug: string; lang: string; translation_of: string | null }>(
        database.db,
        sql`select slug, lang, translation_of from blog_posts order by slug`,
      )
      expect(rows).toEqual([
        { slug: 'a', lang: 'en', translation_of: null },
        { slug: 'a-de', lang: 'de', translation_of: A },
        { slug: 'a-de-old', lang: 'de', translation_of: A },
      ])
    } finally {
      await database.close()
    }
  })
})
