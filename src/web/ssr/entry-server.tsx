// The server-side renderer of the public pages: built by `vite build --ssr` into dist/ssr and
// loaded by the server (src/server/http/public-pages.ts), which gives it the blog's data.
// It renders the same tree the client hydrates (src/web/main.tsx), from the same query cache.

import '../lib/zod-without-eval'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router'
import { BLOG_NAME, type BlogPost } from '../../contract/blog'
import { PLANS } from '../../contract/plans'
import type {
  InitialState,
  PublicPageRequest,
  PublicPageResult,
  RenderPublicPage,
} from '../../contract/public-pages'
import { AppRoutes, appRouteTree, type RouteHandle } from '../app/app-routes'
import { NotFoundPathContext } from '../app/not-found-path'
import { Providers } from '../app/providers'
import { categoriesQueryOptions } from '../features/blog/api/get-categories'
import { featuredPostsQueryOptions } from '../features/blog/api/get-featured-posts'
import { postQueryOptions } from '../features/blog/api/get-post'
import { postsQueryOptions } from '../features/blog/api/get-posts'
import { CLEANER_DESCRIPTION, CLEANER_TITLE } from '../features/cleaner/cleaner-meta'
import { NOT_FOUND_TITLE } from '../features/not-found/not-found-meta'
import { PRICING_TITLE } from '../features/pricing/pricing-meta'
import { queryClientOptions } from '../lib/query-client'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SITE_NAME } from '../lib/site-meta'
import { absoluteUrl, defaultImage, headTags, jsonForScript, type PageMeta } from './page-head'

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

export const BLOG_LIST_TITLE = 'Relationship Insights | Cadence Blog'
const BLOG_LIST_DESCRIPTION =
  'Gentle, research-minded essays on reply times, silences and who reaches out first: what the rhythm of a chat can tell you, and what it cannot.'

const pricingDescription = () => {
  const [free, base, premium] = [PLANS.free, PLANS.base, PLANS.premium]
  return `Start with ${free.name} at ${free.price}, or choose ${base.name} at ${base.price} or ${premium.name} at ${premium.price} ${premium.period}. Every plan analyses your chat on your own device.`
}

const notFoundMeta = (): PageMeta => ({
  title: NOT_FOUND_TITLE,
  description: 'The page you were looking for has moved, or never existed.',
  canonicalPath: null,
  type: 'website',
  image: defaultImage,
})

export const articleTitle = (post: BlogPost) => post.metaTitle ?? `${post.title} | ${BLOG_NAME}`

function articleMeta(post: BlogPost, request: PublicPageRequest): PageMeta {
  const path = `/blog/${encodeURIComponent(post.slug)}`
  const ownImage = `/og/blog/${post.slug}.jpg`
  const image = request.hasFile(ownImage)
    ? { path: ownImage, alt: `${post.title}, an article of the ${BLOG_NAME}.` }
    : defaultImage
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
      inLanguage: 'en-US',
      ...(post.readTimeMinutes ? { timeRequired: `PT${post.readTimeMinutes}M` } : {}),
      ...(post.category ? { articleSection: post.category.name } : {}),
    },
  }
}

async function htmlOf(element: ReactNode): Promise<string> {
  // Every Suspense boundary inline, however large: React outlines big ones behind inline
  // scripts that reveal them, and the Content-Security-Policy allows no inline script.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

export const renderPublicPage: RenderPublicPage = async (request) => {
  const location = new URL(request.url, 'http://cadence.invalid')
  const matches = matchRoutes(routes, location.pathname)
  const handle: RouteHandle | undefined = matches?.at(-1)?.route.handle
  let page = handle?.publicPage
  if (page === undefined) return { kind: 'client' }

  const client = new QueryClient(queryClientOptions)
  const { data } = request
  let meta: PageMeta
  switch (page) {
    case 'landing':
      meta = {
        title: DEFAULT_TITLE,
        description: DEFAULT_DESCRIPTION,
        canonicalPath: '/welcome',
        type: 'website',
        image: defaultImage,
      }
      break
    case 'pricing':
      meta = {
        title: PRICING_TITLE,
        description: pricingDescription(),
        canonicalPath: '/pricing',
        type: 'website',
        image: defaultImage,
      }
      break
    case 'cleaner':
      meta = {
        title: CLEANER_TITLE,
        description: CLEANER_DESCRIPTION,
        canonicalPath: '/cleaner',
        type: 'website',
        image: defaultImage,
      }
      break
    case 'blog-list': {
      const category = location.searchParams.get('category') || null
      const [categories, posts, featured] = await Promise.all([
        data.listCategories(),
        data.listPosts(category),
        data.listFeaturedPosts(),
      ])
      client.setQueryData(categoriesQueryOptions().queryKey, categories)
      client.setQueryData(postsQueryOptions(category).queryKey, posts)
      client.setQueryData(featuredPostsQueryOptions().queryKey, featured)
      meta = {
        title: BLOG_LIST_TITLE,
        description: BLOG_LIST_DESCRIPTION,
        canonicalPath: '/blog',
        type: 'website',
        image: defaultImage,
      }
      break
    }
    case 'blog-article': {
      const slug = matches?.at(-1)?.params.slug ?? ''
      const post = await data.getPost(slug)
      if (post) {
        client.setQueryData(postQueryOptions(slug).queryKey, post)
        meta = articleMeta(post, request)
      } else {
        page = 'not-found'
        meta = notFoundMeta()
      }
      break
    }
    case 'not-found':
      meta = notFoundMeta()
      break
  }

  const notFoundPath = page === 'not-found' ? location.pathname : null
  const html = await htmlOf(
    <StrictMode>
      <NotFoundPathContext value={notFoundPath}>
        <Providers serverClient={client}>
          <StaticRouter location={request.url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </NotFoundPathContext>
    </StrictMode>,
  )
  const state: InitialState = { queries: dehydrate(client), notFoundPath }
  const result: PublicPageResult = {
    kind: 'page',
    status: page === 'not-found' ? 404 : 200,
    head: headTags(meta, request.publicUrl),
    html,
    state: jsonForScript(state),
    modules: [PAGE_MODULES[page]],
  }
  return result
}
