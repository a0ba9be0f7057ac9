import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blogCategories, blogPosts } from '../db/schema'
import { queryRows } from './query-rows'
import { sampleAnalysis } from './sample-analysis'
import { useTestApp } from './test-app'
import { databaseKinds } from './test-database'
import { createTwoUsers } from './two-users'

describe.each(databaseKinds)('a test database on %s', (kind) => {
  const t = useTestApp(kind)

  /** Each public table that holds a row. */
  async function tablesWithRows() {
    const tables = await queryRows<{ name: string }>(
      t.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
    const filled: string[] = []
    for (const { name } of tables) {
      const rows = await queryRows(
        t.database.db,
        sql`select 1 from ${sql.identifier(name)} limit 1`,
      )
      if (rows.length > 0) filled.push(name)
    }
    return filled
  }

  it('is emptied by reset, rows that refer to other rows included', async () => {
    const { alice } = await createTwoUsers(t)
    const created = await alice.json('POST', '/api/connections', { name: 'Sam' })
    const { connection } = await created.json()
    const analysed = await alice.json(
      'POST',
      `/api/connections/${connection.id}/analyses`,
      sampleAnalysis(),
    )
    expect(analysed.status).toBe(201)
    const [category] = await t.database.db
      .insert(blogCategories)
      .values({ slug: 'notes', name: 'Notes', color: 'blue' })
      .returning()
    const article = { excerpt: '', content: '', categoryId: category?.id }
    const [post] = await t.database.db
      .insert(blogPosts)
      .values({ ...article, slug: 'one', title: 'One' })
      .returning()
    await t.database.db
      .insert(blogPosts)
      .values({ ...article, slug: 'eins', lang: 'de', title: 'Eins', translationOf: post?.id })
    expect(await tablesWithRows()).toEqual(
      expect.arrayContaining(['user', 'connections', 'connection_analyses', 'blog_posts']),
    )

    await t.database.reset()
    expect(await tablesWithRows()).toEqual([])
  })
})
