import type { BlogPost } from '#src/contract/blog'
import type { PublicPageData } from '#src/contract/public-pages'
import type { Locale } from '#src/i18n/locales'

const category = { id: 'c1', slug: 'rhythm', name: 'Rhythm', color: '#3b82c4' }

const post = (slug: string, title: string, featured: boolean): BlogPost => ({
  id: slug,
  slug,
  title,
  excerpt: `What ${title.toLowerCase()} can tell you.`,
  lang: 'en',
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

/** 'The First Move' translated into German and Arabic, read at its own slug in those languages. */
export const FIXTURE_TRANSLATIONS: BlogPost[] = [
  {
    ...post('first-move', 'The First Move', false),
    id: 'first-move-de',
    lang: 'de',
    title: 'Der erste Schritt',
    excerpt: 'Was der erste Schritt dir sagen kann.',
    html: '<h2>Der erste Schritt</h2>\n<p>Ein Absatz mit einem <a href="/blog">Link</a>.</p>',
  },
  {
    ...post('first-move', 'The First Move', false),
    id: 'first-move-ar',
    lang: 'ar',
    title: 'الخطوة الأولى',
    excerpt: 'ما الذي يمكن أن تخبرك به الخطوة الأولى.',
    html: '<h2>الخطوة الأولى</h2>\n<p>فقرة فيها <a href="/blog">رابط</a>.</p>',
  },
]

const inLocale = (original: BlogPost, locale: Locale) =>
  FIXTURE_TRANSLATIONS.find((t) => t.slug === original.slug && t.lang === locale) ?? original

const summary = ({ html, metaTitle, metaDescription, ...rest }: BlogPost) => rest

/** A small blog held in memory, for rendering the public pages without a database. */
export const fixtureData: PublicPageData = {
  listPosts: async (slug, locale) =>
    FIXTURE_POSTS.filter((p) => slug === null || p.category?.slug === slug).map((p) =>
      summary(inLocale(p, locale)),
    ),
  listFeaturedPosts: async (locale) =>
    FIXTURE_POSTS.filter((p) => p.isFeatured).map((p) => summary(inLocale(p, locale))),
  listCategories: async () => [category],
  getPost: async (slug, locale) => {
    const original = FIXTURE_POSTS.find((p) => p.slug === slug)
    return original ? inLocale(original, locale) : null
  },
}
