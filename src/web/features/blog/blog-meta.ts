import { BLOG_NAME, type BlogPost } from '#src/contract/blog'
import type { Locale } from '#src/i18n/locales'

// The blog's page titles, written once for the page in the browser and for the server's head.

/** The blog list's title and description (messages of the `common` area). */
export const BLOG_LIST_META = {
  title: 'common.meta.blogTitle',
  description: 'common.meta.blogDescription',
} as const

/** An article's title: its own meta title, else its title and the blog's name. */
export const articleTitle = (post: BlogPost) => post.metaTitle ?? `${post.title} | ${BLOG_NAME}`

/** The language of the BCP 47 `inLanguage` of an article's structured data. */
export const IN_LANGUAGE: Record<Locale, string> = {
  en: 'en-US',
  es: 'es',
  'pt-BR': 'pt-BR',
  de: 'de',
  fr: 'fr',
  ar: 'ar',
}
