import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blogCategories, blogPosts } from '../db/schema'
import { createBlogFolder } from '../testing/blog-fixture'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'
import { syncBlog } from './sync-blog'

describe.each(databaseKinds)('the blog sync on %s', (kind) => {
  const t = useTestApp(kind)
  let content: ReturnType<typeof createBlogFolder>
  beforeEach(() => {
    content = createBlogFolder()
  })
  afterEach(() => content.cleanup())

  const sync = () => syncBlog(t.database.db, [content.folder])
  const posts = () =>
    t.database.db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        isPublished: blogPosts.isPublished,
        isFeatured: blogPosts.isFeatured,
        readTimeMinutes: blogPosts.readTimeMinutes,
        publishedAt: blogPosts.publishedAt,
        viewCount: blogPosts.viewCount,
      })
      .from(blogPosts)
      .orderBy(asc(blogPosts.slug))

  it('adds every category and post, published, with its date and read time', async () => {
    content.write({ slug: 'first', featured: true, body: Array(450).fill('word').join(' ') })
    content.write({ slug: 'second', publishedAt: '2026-10-01' })
    expect(await sync()).toEqual({ added: 2, changed: 0, removed: 0 })
    expect(await posts()).toEqual([
      {
        slug: 'first',
        title: 'About first',
        isPublished: true,
        isFeatured: true,
        readTimeMinutes: 3,
        publishedAt: new Date('2026-09-08T00:00:00Z'),
        viewCount: 0,
      },
      {
        slug: 'second',
        title: 'About second',
        isPublished: true,
        isFeatured: false,
        readTimeMinutes: 1,
        publishedAt: new Date('2026-10-01T00:00:00Z'),
        viewCount: 0,
      },
    ])
    const categories = await t.database.db
      .select({ slug: blogCategories.slug })
      .from(blogCategories)
    expect(categories.map((c) => c.slug).sort()).toEqual(['privacy', 'rhythm'])
  })

  it('leaves unchanged posts alone and rewrites a changed one', async () => {
    content.write({ slug: 'first' })
    content.write({ slug: 'second' })
    await sync()
    expect(await sync()).toEqual({ added: 0, changed: 0, removed: 0 })
    content.write({ slug: 'second', title: 'A better title' })
    expect(await sync()).toEqual({ added: 0, changed: 1, removed: 0 })
    expect((await posts()).map((p) => p.title)).toEqual(['About first', 'A better title'])
  })

  it('unpublishes a removed post and keeps its view count for when it returns', async () => {
    content.write({ slug: 'first' })
    content.write({ slug: 'second' })
    await sync()
    await t.database.db.update(blogPosts).set({ viewCount: 7 }).where(eq(blogPosts.slug, 'second'))
    content.remove('second')
    expect(await sync()).toEqual({ added: 0, changed: 0, removed: 1 })
    expect((await posts()).map((p) => [p.slug, p.isPublished])).toEqual([
      ['first', true],
      ['second', false],
    ])
    content.write({ slug: 'second' })
    expect(await sync()).toEqual({ added: 0, changed: 1, removed: 0 })
    expect((await posts())[1]).toMatchObject({ isPublished: true, viewCount: 7 })
  })

  it('refuses a post with bad front matter, naming the file, and writes nothing', async () => {
    content.write({ slug: 'good' })
    content.writeRaw('broken.md', '---\ntitle: "No slug or date"\n---\nBody')
    await expect(sync()).rejects.toThrow(/broken\.md: (slug|excerpt|category|published_at)/)
    expect(await posts()).toEqual([])
  })

  it('refuses a post whose category is not in categories.json', async () => {
    content.write({ slug: 'lost', category: 'nowhere' })
    await expect(sync()).rejects.toThrow(/lost\.md: unknown category "nowhere"/)
  })

  it('refuses a misspelt front matter key', async () => {
    content.write({ slug: 'typo', extra: 'feature: true' })
    await expect(sync()).rejects.toThrow(/typo\.md/)
  })
})
