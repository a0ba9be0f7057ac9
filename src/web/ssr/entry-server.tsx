// The server-side renderer of the public pages: built by `vite build --ssr` into dist/ssr and
// loaded by the server (src/server/http/public-pages.ts), which gives it the blog's data.
// It renders the same tree the client hydrates (src/web/main.tsx), from the same query cache;
// each page's head and the data it needs are page-meta.ts's.

import '#src/web/lib/zod-without-eval'
import { type I18n, type MessageDescriptor, type MessageOptions, setupI18n } from '@lingui/core'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router'
import type { InitialState, PublicPageResult, RenderPublicPage } from '#src/contract/public-pages'
import {
  type AppLocale,
  DEFAULT_LOCALE,
  direction,
  isLocale,
  localeOfPrefix,
  PSEUDO_LOCALE,
} from '#src/i18n/locales'
import { AppRoutes, appRouteTree, type RouteHandle } from '#src/web/app/app-routes'
import { NotFoundPathContext } from '#src/web/app/not-found-path'
import { Providers } from '#src/web/app/providers'
import { LocaleProvider } from '#src/web/lib/i18n/locale-provider'
import { queryClientOptions } from '#src/web/lib/query-client'
import { headTags, jsonForScript } from './page-head'
import { localizedMeta, pageMeta } from './page-meta'

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
  const written = await pageMeta(page, {
    request,
    location,
    slug: matches?.at(-1)?.params.slug,
    // The articles are asked for in the page's language (translations in place of originals).
    articleLocale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    i18n,
    client,
  })
  page = written.page

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
    head: headTags(localizedMeta(written.meta, locale), request.publicUrl),
    html,
    state: jsonForScript(state),
    modules: [PAGE_MODULES[page]],
    locale,
    dir: direction(locale),
  }
  return result
}
