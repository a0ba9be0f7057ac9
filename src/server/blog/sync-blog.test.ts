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

  describe('translations', () => {
    const rows = () =>
      t.database.db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          lang: blogPosts.lang,
          translationOf: blogPosts.translationOf,
          categoryId: blogPosts.categoryId,
          publishedAt: blogPosts.publishedAt,
          isFeatured: blogPosts.isFeatured,
          isPublished: blogPosts.isPublished,
        })
        .from(blogPosts)
        .orderBy(asc(blogPosts.slug))
    const bySlug = async () => new Map((await rows()).map((row) => [row.slug, row]))

    it('stores a translation in its language, pointing at its original, with its category, date and featuring', async () => {
      content.write({
        slug: 'first',
        category: 'privacy',
        featured: true,
        publishedAt: '2026-10-01',
      })
      content.write({ slug: 'erster', lang: 'de', translates: 'first' })
      expect(await sync()).toEqual({ added: 2, changed: 0, removed: 0 })
      const posts = await bySlug()
      const original = posts.get('first')
      expect(original).toMatchObject({ lang: 'en', translationOf: null })
      expect(posts.get('erster')).toEqual({
        ...original,
        id: expect.any(String),
        slug: 'erster',
        lang: 'de',
        translationOf: original?.id,
      })
      expect(await sync()).toEqual({ added: 0, changed: 0, removed: 0 })
    })

    it('rewrites a translation when its original changes its date or featuring', async () => {
      content.write({ slug: 'first', publishedAt: '2026-10-01' })
      content.write({ slug: 'erster', lang: 'de', translates: 'first' })
      await sync()
      content.write({ slug: 'first', publishedAt: '2026-11-01', featured: true })
      expect(await sync()).toEqual({ added: 0, changed: 2, removed: 0 })
      expect((await bySlug()).get('erster')).toMatchObject({
        publishedAt: new Date('2026-11-01T00:00:00Z'),
        isFeatured: true,
      })
    })

    it('takes a new translation into a language whose old one was removed', async () => {
      content.write({ slug: 'first' })
      content.write({ slug: 'erster', lang: 'de', translates: 'first' })
      await sync()
      content.remove('erster')
      content.write({ slug: 'der-erste', lang: 'de', translates: 'first' })
      expect(await sync()).toEqual({ added: 1, changed: 0, removed: 1 })
      const posts = await bySlug()
      expect(posts.get('erster')).toMatchObject({ isPublished: false })
      expect(posts.get('der-erste')).toMatchObject({
        isPublished: true,
        translationOf: posts.get('first')?.id,
      })
    })

    it('keeps two published translations of one article into one language out of the table', async () => {
      content.write({ slug: 'first' })
      content.write({ slug: 'erster', lang: 'de', translates: 'first' })
      await sync()
      const original = (await bySlug()).get('first')
      await expect(
        t.database.db.insert(blogPosts).values({
          slug: 'zweiter',
          title: 'Zweiter',
          excerpt: 'Zweiter.',
          content: 'Text.',
          lang: 'de',
          translationOf: original?.id,
        }),
      ).rejects.toThrow()
    })

    it('refuses a translation whose original was removed, and writes nothing', async () => {
      content.write({ slug: 'first' })
      content.write({ slug: 'erster', lang: 'de', translates: 'first' })
      await sync()
      content.remove('first')
      await expect(sync()).rejects.toThrow(/erster\.md: translates "first", which is no article/)
      expect((await rows()).map((row) => [row.slug, row.isPublished])).toEqual([
        ['erster', true],
        ['first', true],
      ])
    })
  })
})
