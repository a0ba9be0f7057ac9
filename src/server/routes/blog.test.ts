import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { syncBlog } from '../blog/sync-blog'
import { blogPosts } from '../db/schema'
import { createBlogFolder } from '../testing/blog-fixture'
import { useTestApp } from '../testing/test-app'
import { databaseKinds } from '../testing/test-database'

describe.each(databaseKinds)('the blog API on %s', (kind) => {
  // Trusting X-Forwarded-For lets one test speak as many readers.
  const t = useTestApp(kind, { TRUST_PROXY: 'true' })
  const content = createBlogFolder()
  beforeAll(() => {
    content.write({ slug: 'august', publishedAt: '2026-08-01', featured: true })
    content.write({ slug: 'september', publishedAt: '2026-09-08', featured: true })
    content.write({
      slug: 'october',
      category: 'privacy',
      publishedAt: '2026-10-01',
      body: 'Read [this](javascript:alert(1)) <script>alert(1)</script>now.\n\n<script>alert(2)</script>',
    })
    content.write({ slug: 'november', publishedAt: '2026-11-05', featured: true })
    content.write({ slug: 'july', category: 'privacy', publishedAt: '2026-07-01', featured: true })
    content.write({ slug: 'withdrawn', publishedAt: '2026-12-01', featured: true })
    content.write({
      slug: 'im-september',
      title: 'Über den September',
      lang: 'de',
      translates: 'september',
      body: 'Der Text über den September.',
    })
    content.write({ slug: 'fi-sabtambar', title: 'عن سبتمبر', lang: 'ar', translates: 'september' })
    content.write({ slug: 'im-juli', title: 'Über den Juli', lang: 'de', translates: 'july' })
  })
  afterAll(() => content.cleanup())
  beforeEach(async () => {
    await syncBlog(t.database.db, [content.folder])
    // A post whose file was removed stays in the table, unpublished.
    await t.database.db
      .update(blogPosts)
      .set({ isPublished: false })
      .where(eq(blogPosts.slug, 'withdrawn'))
  })

  const getJson = async (path: string) => {
    const res = await t.request(path)
    return { status: res.status, body: await res.json() }
  }
  const slugs = (body: { posts: { slug: string }[] }) => body.posts.map((p) => p.slug)

  it('lists published posts newest first, each with its category', async () => {
    const { status, body } = await getJson('/api/blog/posts')
    expect(status).toBe(200)
    expect(slugs(body)).toEqual(['november', 'october', 'september', 'august', 'july'])
    expect(body.posts[1]).toMatchObject({
      slug: 'october',
      title: 'About october',
      excerpt: 'A short excerpt of october.',
      publishedAt: '2026-10-01T00:00:00.000Z',
      readTimeMinutes: 1,
      isFeatured: false,
      category: { slug: 'privacy', name: 'Privacy', color: '#2e9a78' },
    })
    expect(body.posts[1]).not.toHaveProperty('content')
  })

  it('lists only the posts of a category', async () => {
    const { body } = await getJson('/api/blog/posts?category=privacy')
    expect(slugs(body)).toEqual(['october', 'july'])
    expect(slugs((await getJson('/api/blog/posts?category=unknown')).body)).toEqual([])
  })

  it('lists at most three featured published posts, newest first', async () => {
    const { body } = await getJson('/api/blog/featured')
    expect(slugs(body)).toEqual(['november', 'september', 'august'])
  })

  it('lists categories ordered by name', async () => {
    const { body } = await getJson('/api/blog/categories')
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Privacy', 'Rhythm'])
  })

  it('reads one published post with its body and meta fields', async () => {
    const { status, body } = await getJson('/api/blog/posts/september')
    expect(status).toBe(200)
    expect(body.post).toMatchObject({
      slug: 'september',
      html: '<p>The body of september.</p>',
      metaTitle: null,
      metaDescription: null,
      category: { slug: 'rhythm' },
    })
  })

  it('gives a body as HTML without its raw HTML or unsafe addresses', async () => {
    const { body } = await getJson('/api/blog/posts/october')
    expect(body.post.html).toBe('<p>Read <a rel="noopener noreferrer">this</a> alert(1)now.</p>')
    expect(body.post).not.toHaveProperty('content')
  })

  it('answers 404 for a missing or unpublished post', async () => {
    expect((await getJson('/api/blog/posts/nothing-here')).status).toBe(404)
    expect((await getJson('/api/blog/posts/withdrawn')).status).toBe(404)
  })

  it('counts every one of twenty simultaneous views', async () => {
    const views = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.json('POST', '/api/blog/october/view', undefined, { 'X-Forwarded-For': `10.0.0.${i}` }),
      ),
    )
    expect(views.map((r) => r.status)).toEqual(Array(20).fill(200))
    const counts = await Promise.all(views.map(async (r) => (await r.json()).viewCount))
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const [row] = await t.database.db
      .select({ viewCount: blogPosts.viewCount })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'october'))
    expect(row?.viewCount).toBe(20)
  })

  describe('read in another language', () => {
    const titles = (body: { posts: { slug: string; title: string; lang: string }[] }) =>
      body.posts.map((p) => [p.slug, p.title, p.lang])

    it('lists each translation into it in place of its original, at the original’s slug', async () => {
      const { body } = await getJson('/api/blog/posts?lang=de')
      expect(titles(body)).toEqual([
        ['november', 'About november', 'en'],
        ['october', 'About october', 'en'],
        ['september', 'Über den September', 'de'],
        ['august', 'About august', 'en'],
        ['july', 'Über den Juli', 'de'],
      ])
      expect(body.posts[2]).toMatchObject({
        excerpt: 'A short excerpt of im-september.',
        publishedAt: '2026-09-08T00:00:00.000Z',
        isFeatured: true,
        category: { slug: 'rhythm' },
      })
      const privacy = await getJson('/api/blog/posts?category=privacy&lang=de')
      expect(titles(privacy.body)).toEqual([
        ['october', 'About october', 'en'],
        ['july', 'Über den Juli', 'de'],
      ])
      const featured = await getJson('/api/blog/featured?lang=ar')
      expect(titles(featured.body)).toEqual([
        ['november', 'About november', 'en'],
        ['september', 'عن سبتمبر', 'ar'],
        ['august', 'About august', 'en'],
      ])
    })

    it('never lists a translation in English, nor for an unknown language', async () => {
      for (const path of [
        '/api/blog/posts',
        '/api/blog/posts?lang=xx',
        '/api/blog/posts?lang=en',
      ]) {
        const { body } = await getJson(path)
        expect(body.posts.every((p: { lang: string }) => p.lang === 'en')).toBe(true)
        expect(slugs(body)).toEqual(['november', 'october', 'september', 'august', 'july'])
      }
    })

    it('reads an article in its translation where there is one, else in English', async () => {
      const german = await getJson('/api/blog/posts/september?lang=de')
      expect(german.body.post).toMatchObject({
        slug: 'september',
        title: 'Über den September',
        lang: 'de',
        html: '<p>Der Text über den September.</p>',
        category: { slug: 'rhythm' },
      })
      const french = await getJson('/api/blog/posts/september?lang=fr')
      expect(french.body.post).toMatchObject({ title: 'About september', lang: 'en' })
      const english = await getJson('/api/blog/posts/september')
      expect(english.body.post).toMatchObject({
        title: 'About september',
        lang: 'en',
        html: '<p>The body of september.</p>',
      })
    })

    it('has no address at a translation’s own slug, to read or to count', async () => {
      expect((await getJson('/api/blog/posts/im-september')).status).toBe(404)
      expect((await getJson('/api/blog/posts/im-september?lang=de')).status).toBe(404)
      expect((await t.json('POST', '/api/blog/im-september/view')).status).toBe(404)
    })
  })

  it('answers 404 to a view of a missing or unpublished post', async () => {
    expect((await t.json('POST', '/api/blog/nothing-here/view')).status).toBe(404)
    expect((await t.json('POST', '/api/blog/withdrawn/view')).status).toBe(404)
  })

  it('answers 429 to the sixth view of one post by one reader, other posts still count', async () => {
    const view = (slug: string) =>
      t.json('POST', `/api/blog/${slug}/view`, undefined, { 'X-Forwarded-For': '10.1.1.1' })
    for (let i = 0; i < 5; i++) expect((await view('july')).status).toBe(200)
    expect((await view('july')).status).toBe(429)
    expect((await view('august')).status).toBe(200)
  })
})
