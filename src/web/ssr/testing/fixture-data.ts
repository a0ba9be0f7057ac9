import type { BlogPost } from '#src/contract/blog'
import type { PublicPageData } from '#src/contract/public-pages'

const category = { id: 'c1', slug: 'rhythm', name: 'Rhythm', color: '#3b82c4' }

const post = (slug: string, title: string, featured: boolean): BlogPost => ({
  id: slug,
  slug,
  title,
  excerpt: `What ${title.toLowerCase()} can tell you.`,
  publishedAt: '2026-09-08T00:00:00.000Z',
  createdAt: '2026-09-01T00:00:00.000Z',
  readTimeMinutes: 4,
  isFeatured: featured,
  category,
  // As the server's Markdown renderer writes it.
  html: `<h2>${title}</h2>\n<p>A paragraph with a <a href="/blog">link</a> and <em>emphasis</em>.</p>`,
  metaTitle: null,
  metaDescription: null,
})

export const FIXTURE_POSTS = [
  post('silences', 'Silences', true),
  post('first-move', 'The First Move', false),
]

const summary = ({ html, metaTitle, metaDescription, ...rest }: BlogPost) => rest

/** A small blog held in memory, for rendering the public pages without a database. */
export const fixtureData: PublicPageData = {
  listPosts: async (slug) =>
    FIXTURE_POSTS.filter((p) => slug === null || p.category?.slug === slug).map(summary),
  listFeaturedPosts: async () => FIXTURE_POSTS.filter((p) => p.isFeatured).map(summary),
  listCategories: async () => [category],
  getPost: async (slug) => FIXTURE_POSTS.find((p) => p.slug === slug) ?? null,
}
