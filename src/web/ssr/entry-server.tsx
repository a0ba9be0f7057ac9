// The server-side renderer of the public pages: built by `vite build --ssr` into dist/ssr and
// loaded by the server (src/server/http/public-pages.ts), which gives it the blog's data.
// It renders the same tree the client hydrates (src/web/main.tsx), from the same query cache.

import '#src/web/lib/zod-without-eval'
import { type I18n, type MessageDescriptor, type MessageOptions, setupI18n } from '@lingui/core'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router'
import { BLOG_NAME, type BlogPost } from '#src/contract/blog'
import { PLANS } from '#src/contract/plans'
import type {
  InitialState,
  PublicPageRequest,
  PublicPageResult,
  RenderPublicPage,
} from '#src/contract/public-pages'
import {
  type AppLocale,
  DEFAULT_LOCALE,
  direction,
  isLocale,
  LOCALES,
  type Locale,
  localeOfPrefix,
  localizedPath,
  PSEUDO_LOCALE,
} from '#src/i18n/locales'
import { AppRoutes, appRouteTree, type RouteHandle } from '#src/web/app/app-routes'
import { NotFoundPathContext } from '#src/web/app/not-found-path'
import { Providers } from '#src/web/app/providers'
import { getCategoriesQueryOptions } from '#src/web/features/blog/api/get-categories'
import { getFeaturedPostsQueryOptions } from '#src/web/features/blog/api/get-featured-posts'
import { getPostQueryOptions } from '#src/web/features/blog/api/get-post'
import { getPostsQueryOptions } from '#src/web/features/blog/api/get-posts'
import { articleTitle, BLOG_LIST_META, IN_LANGUAGE } from '#src/web/features/blog/blog-meta'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { queryClientOptions } from '#src/web/lib/query-client'
import { SITE_NAME } from '#src/web/lib/site-meta'
import { absoluteUrl, DEFAULT_OG_IMAGE, headTags, jsonForScript, type PageMeta } from './page-head'

const routes = createRoutesFromElements(appRouteTree)

/** The module of each page, so the server can preload its chunk with the entry script. */
const PAGE_MODULES = {
  landing: 'src/web/features/landing/landing-page.tsx',
  pricing: 'src/web/features/pricing/pricing-page.tsx',
  'blog-list': 'src/web/features/blog/blog-list-page.tsx',
  'blog-article': 'src/web/features/blog/blog-article-page.tsx',
  cleaner: 'src/web/features/cleaner/cleaner-page.tsx',
  'not-found': 'src/web/features/not-found/not-found-page.tsx',
} as const

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

/**
 * Notes every message id the page renders, so its state carries the areas it used whole (the
 * page's head is written after the render and adds none the page's body lacks).
 */
function recordUse(i18n: I18n): Set<string> {
  const used = new Set<string>()
  const translate = i18n._.bind(i18n)
  const recorded: I18n['_'] = (
    id: string | MessageDescriptor,
    ...rest: [Record<string, unknown>?, MessageOptions?]
  ) => {
    used.add(typeof id === 'string' ? id : id.id)
    return typeof id === 'string' ? translate(id, ...rest) : translate(id)
  }
  i18n._ = recorded
  i18n.t = recorded
  return used
}

/**
 * The page's address in its language, and the same page in every other language (hreflang),
 * English's address as the default for readers of none of them.
 */
function localizedMeta(meta: PageMeta, locale: AppLocale): PageMeta {
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

async function htmlOf(element: ReactNode): Promise<string> {
  // Every Suspense boundary inline, however large: React outlines big ones behind inline
  // scripts that reveal them, and the Content-Security-Policy allows no inline script.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

/**
 * The language of a page: its address's prefix (`/de/…`); English for the unprefixed public
 * pages, whose addresses are English's (the pseudo-locale aside); else the reader's.
 */
function pageLocale(prefix: string | undefined, page: string, requested: AppLocale): AppLocale {
  if (prefix !== undefined) return localeOfPrefix(prefix) ?? requested
  if (page === 'not-found' || requested === PSEUDO_LOCALE) return requested
  return DEFAULT_LOCALE
}

export const renderPublicPage: RenderPublicPage = async (request) => {
  const location = new URL(request.url, 'http://cadence.invalid')
  const matches = matchRoutes(routes, location.pathname)
  const handle: RouteHandle | undefined = matches?.at(-1)?.route.handle
  let page = handle?.publicPage
  const prefix = matches?.at(-1)?.params.locale
  // `/xx/welcome`: no language has that prefix.
  if (prefix !== undefined && !localeOfPrefix(prefix)) page = 'not-found'
  if (page === undefined) return { kind: 'client' }
  const locale = pageLocale(prefix, page, request.locale)
  const all = request.messages(locale)
  const i18n = setupI18n({ locale, messages: { [locale]: all } })
  const used = recordUse(i18n)

  const client = new QueryClient(queryClientOptions)
  const { data } = request
  // The articles are asked for in the page's language (translations in place of originals).
  const articleLocale: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE
  let meta: PageMeta
  switch (page) {
    case 'landing':
      meta = {
        title: i18n._('common.meta.title'),
        description: i18n._('common.meta.description'),
        canonicalPath: '/welcome',
        type: 'website',
        image: defaultImage(i18n),
      }
      break
    case 'pricing':
      meta = {
        title: i18n._('pricing.meta.title'),
        description: pricingDescription(i18n),
        canonicalPath: '/pricing',
        type: 'website',
        image: defaultImage(i18n),
      }
      break
    case 'cleaner':
      meta = {
        title: i18n._('cleaner.meta.title'),
        description: i18n._('cleaner.meta.description'),
        canonicalPath: '/cleaner',
        type: 'website',
        image: defaultImage(i18n),
      }
      break
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
      meta = {
        title: i18n._(BLOG_LIST_META.title),
        description: i18n._(BLOG_LIST_META.description),
        canonicalPath: '/blog',
        type: 'website',
        image: defaultImage(i18n),
      }
      break
    }
    case 'blog-article': {
      const slug = matches?.at(-1)?.params.slug ?? ''
      const post = await data.getPost(slug, articleLocale)
      if (post) {
        client.setQueryData(getPostQueryOptions(slug, articleLocale).queryKey, post)
        meta = articleMeta(post, request, i18n)
      } else {
        page = 'not-found'
        meta = notFoundMeta(i18n)
      }
      break
    }
    case 'not-found':
      meta = notFoundMeta(i18n)
      break
  }

  const notFoundPath = page === 'not-found' ? location.pathname : null
  const html = await htmlOf(
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <NotFoundPathContext value={notFoundPath}>
          <Providers serverClient={client}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </NotFoundPathContext>
      </LocaleProvider>
    </StrictMode>,
  )
  const areas = [...new Set([...used].map((id) => id.slice(0, id.indexOf('.'))))].sort()
  const catalog = Object.fromEntries(
    Object.entries(all).filter(([id]) => areas.includes(id.slice(0, id.indexOf('.')))),
  )
  const state: InitialState = {
    queries: dehydrate(client),
    notFoundPath,
    messages: { locale, areas, catalog },
  }
  const result: PublicPageResult = {
    kind: 'page',
    status: page === 'not-found' ? 404 : 200,
    head: headTags(localizedMeta(meta, locale), request.publicUrl),
    html,
    state: jsonForScript(state),
    modules: [PAGE_MODULES[page]],
    locale,
    dir: direction(locale),
  }
  return result
}
