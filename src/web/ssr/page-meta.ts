// Each public page's head (title, description, address, link-preview image, structured data),
// in the page's language, and the data its body needs put in the query cache first: the server
// renderer (entry-server.tsx) renders the page from that cache and writes this head.

import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import { BLOG_NAME, type BlogPost } from '#src/contract/blog'
import { PLANS } from '#src/contract/plans'
import type { PublicPageRequest } from '#src/contract/public-pages'
import {
  type AppLocale,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  localizedPath,
} from '#src/i18n/locales'
import type { PublicPage } from '#src/web/app/app-routes'
import { getCategoriesQueryOptions } from '#src/web/features/blog/api/get-categories'
import { getFeaturedPostsQueryOptions } from '#src/web/features/blog/api/get-featured-posts'
import { getPostQueryOptions } from '#src/web/features/blog/api/get-post'
import { getPostsQueryOptions } from '#src/web/features/blog/api/get-posts'
import { articleTitle, BLOG_LIST_META, IN_LANGUAGE } from '#src/web/features/blog/blog-meta'
import { SITE_NAME } from '#src/web/lib/site-meta'
import { absoluteUrl, DEFAULT_OG_IMAGE, type PageMeta } from './page-head'

const pricingDescription = (i18n: I18n) => {
  const [free, base, premium] = [PLANS.free, PLANS.base, PLANS.premium]
  return i18n._('pricing.meta.description', {
    freeName: free.name,
    freePrice: free.price,
    baseName: base.name,
    basePrice: base.price,
    premiumName: premium.name,
    premiumPrice: premium.price,
  })
}

/** The link-preview image every page without its own uses, described in the page's language. */
const defaultImage = (i18n: I18n) => ({
  path: DEFAULT_OG_IMAGE,
  alt: i18n._('common.meta.imageAlt', { title: i18n._('common.meta.title') }),
})

const notFoundMeta = (i18n: I18n): PageMeta => ({
  title: i18n._('common.notFound.metaTitle'),
  description: i18n._('common.notFound.body'),
  canonicalPath: null,
  type: 'website',
  image: defaultImage(i18n),
})

/**
 * An article's head: its title and description as read (a translation's where there is one),
 * at its original's address, whose language alternates the page's head adds.
 */
function articleMeta(post: BlogPost, request: PublicPageRequest, i18n: I18n): PageMeta {
  const path = `/blog/${encodeURIComponent(post.slug)}`
  // An article's own image shows its English title and category: a translation takes the site's.
  const ownImage = `/og/blog/${post.slug}.jpg`
  const image =
    post.lang === DEFAULT_LOCALE && request.hasFile(ownImage)
      ? { path: ownImage, alt: `${post.title}, an article of the ${BLOG_NAME}.` }
      : defaultImage(i18n)
  const description = post.metaDescription ?? post.excerpt
  const published = post.publishedAt ?? post.createdAt
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(request.publicUrl, '/welcome'),
  }
  return {
    title: articleTitle(post),
    description,
    canonicalPath: path,
    type: 'article',
    image,
    publishedTime: published,
    ...(post.category ? { section: post.category.name } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      datePublished: published,
      url: absoluteUrl(request.publicUrl, path),
      mainEntityOfPage: absoluteUrl(request.publicUrl, path),
      image: absoluteUrl(request.publicUrl, image.path),
      author: organization,
      publisher: organization,
      inLanguage: IN_LANGUAGE[post.lang],
      ...(post.readTimeMinutes ? { timeRequired: `PT${post.readTimeMinutes}M` } : {}),
      ...(post.category ? { articleSection: post.category.name } : {}),
    },
  }
}

/** What one page needs to be written: where it is, in which language, with which messages. */
export interface PageContext {
  request: PublicPageRequest
  location: URL
  /** The article's slug on an article's page. */
  slug: string | undefined
  /** The language articles are asked for in (translations in place of originals). */
  articleLocale: Locale
  i18n: I18n
  client: QueryClient
}

/** A page whose head is the same words for everyone: its messages, address and the site's image. */
function plainMeta(
  i18n: I18n,
  title: string,
  description: string,
  canonicalPath: string,
): PageMeta {
  return { title, description, canonicalPath, type: 'website', image: defaultImage(i18n) }
}

/**
 * The head of `page`, with the data its body shows put in `client` first. An article that does
 * not exist is the not-found page.
 */
export async function pageMeta(
  page: PublicPage,
  { request, location, slug, articleLocale, i18n, client }: PageContext,
): Promise<{ page: PublicPage; meta: PageMeta }> {
  const { data } = request
  switch (page) {
    case 'landing':
      return {
        page,
        meta: plainMeta(
          i18n,
          i18n._('common.meta.title'),
          i18n._('common.meta.description'),
          '/welcome',
        ),
      }
    case 'pricing':
      return {
        page,
        meta: plainMeta(i18n, i18n._('pricing.meta.title'), pricingDescription(i18n), '/pricing'),
      }
    case 'cleaner':
      return {
        page,
        meta: plainMeta(
          i18n,
          i18n._('cleaner.meta.title'),
          i18n._('cleaner.meta.description'),
          '/cleaner',
        ),
      }
    case 'blog-list': {
      const category = location.searchParams.get('category') || null
      const [categories, posts, featured] = await Promise.all([
        data.listCategories(),
        data.listPosts(category, articleLocale),
        data.listFeaturedPosts(articleLocale),
      ])
      client.setQueryData(getCategoriesQueryOptions().queryKey, categories)
      client.setQueryData(getPostsQueryOptions(category, articleLocale).queryKey, posts)
      client.setQueryData(getFeaturedPostsQueryOptions(articleLocale).queryKey, featured)
      return {
        page,
        meta: plainMeta(
          i18n,
          i18n._(BLOG_LIST_META.title),
          i18n._(BLOG_LIST_META.description),
          '/blog',
        ),
      }
    }
    case 'blog-article': {
      const post = await data.getPost(slug ?? '', articleLocale)
      if (!post) return { page: 'not-found', meta: notFoundMeta(i18n) }
      client.setQueryData(getPostQueryOptions(slug ?? '', articleLocale).queryKey, post)
      return { page, meta: articleMeta(post, request, i18n) }
    }
    case 'not-found':
      return { page, meta: notFoundMeta(i18n) }
  }
}

/**
 * The page's address in its language, and the same page in every other language (hreflang),
 * English's address as the default for readers of none of them.
 */
export function localizedMeta(meta: PageMeta, locale: AppLocale): PageMeta {
  const path = meta.canonicalPath
  if (path === null) return { ...meta, locale }
  return {
    ...meta,
    locale,
    canonicalPath: localizedPath(locale, path),
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, path: localizedPath(other, path) })),
      { hreflang: 'x-default', path },
    ],
  }
}
