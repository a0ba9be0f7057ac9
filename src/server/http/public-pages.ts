import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import type { Context } from 'hono'
import type { PublicPageData, RenderPublicPage } from '#src/contract/public-pages'
import {
  type AppLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromCookie,
  localizedPath,
  negotiateLocale,
  prefixOf,
  splitLocalePath,
} from '#src/i18n/locales'
import { serverMessages } from '#src/i18n/read-catalogs'
import type { Logger } from '../logger'
import { ApiError } from './api-error'
import { chooseEncoding, compress, type Encoding } from './compression'
import { describeError } from './failures'
import {
  assemblePage,
  ENTRY,
  HEAD_END,
  type ManifestChunk,
  preloadTags,
  readManifest,
  withLanguage,
} from './page-shell'
import { createSemaphore } from './semaphore'
import type { PageResponder } from './static-files'

/** How long a rendered page is served from memory; the blog only changes when the server starts. */
export const PAGE_CACHE_TTL_MS = 5 * 60_000
/** At most this many rendered pages are kept; the oldest goes first. */
export const PAGE_CACHE_MAX = 256
/**
 * Renders at once, and renders waiting for a turn; past both, 503 with Retry-After. Pages in
 * the cache never wait: addresses nobody asked for before cannot starve them.
 */
const RENDERS_AT_ONCE = 2
const RENDERS_WAITING = 16
/**
 * The slug an unknown article's not-found page is rendered at, once per language: every
 * unknown article shares it, with its own path put into the page's state.
 */
const UNKNOWN_ARTICLE = '-unknown-article-'
const ARTICLE_PATH = /^\/blog\/([^/]+)$/

interface Rendered {
  status: 200 | 404
  html: string
  /** The page compressed, made on first request in each encoding. */
  compressed?: Partial<Record<Encoding, Buffer>>
}

/** The reader's language where the address does not say it: their choice, else their browser's. */
function requestedLocale(c: Context): AppLocale {
  return (
    localeFromCookie(c.req.header('Cookie')) ?? negotiateLocale(c.req.header('Accept-Language'))
  )
}

export interface PublicPagesOptions {
  /** The built web app (index.html, the Vite manifest in .vite/). */
  webRoot: string
  render: RenderPublicPage
  publicUrl: string
  data: PublicPageData
  /**
   * Whether an article has this slug: an unknown one gets the shared not-found page without
   * any rendering of its own. Absent, every article address is rendered.
   */
  isKnownArticle?: (slug: string) => Promise<boolean>
  logger: Logger
  now?: () => number
  renders?: { atOnce: number; waiting: number }
}

/**
 * Only the query that changes what a page shows is part of its cache key (`?category=` on
 * /blog); tracking parameters and the like neither split the cache nor reach the renderer.
 */
export function pageKey(url: URL): string {
  const category = url.pathname === '/blog' ? url.searchParams.get('category') : null
  return category ? `${url.pathname}?${new URLSearchParams({ category })}` : url.pathname
}

/** The path as the page's state carries it (jsonForScript of src/web/ssr/page-head.ts). */
const stateString = (path: string) =>
  JSON.stringify(path)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The slug of an article address (`/blog/…`, after any language prefix), or null. */
function articleSlug(path: string): string | null {
  const encoded = path.match(ARTICLE_PATH)?.[1]
  if (encoded === undefined) return null
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

/** Rendered pages kept in memory for PAGE_CACHE_TTL_MS, at most PAGE_CACHE_MAX, oldest out first. */
function createPageCache(now: () => number) {
  const cache = new Map<string, { expires: number; page: Promise<Rendered | null> }>()
  return {
    /** The page kept under `key`, or the one `render` starts when there is none, or it expired. */
    get(key: string, render: () => Promise<Rendered | null>): Promise<Rendered | null> {
      const at = now()
      let entry = cache.get(key)
      if (!entry || entry.expires <= at) {
        if (entry) cache.delete(key)
        entry = { expires: at + PAGE_CACHE_TTL_MS, page: render() }
        cache.set(key, entry)
        while (cache.size > PAGE_CACHE_MAX) {
          const oldest = cache.keys().next().value
          if (oldest === undefined) break
          cache.delete(oldest)
        }
      }
      return entry.page
    },
    delete: (key: string) => cache.delete(key),
  }
}

/**
 * Renders a page into the built shell; null when there is no built web app. A page only the
 * client renders gets the shell with the entry's module preloads.
 */
function createPageRenderer(options: PublicPagesOptions) {
  const { webRoot, render, publicUrl, data } = options
  let shell: { template: string; manifest: Record<string, ManifestChunk> } | null = null
  const hasFile = (path: string) => {
    const file = normalize(join(webRoot, path))
    return file.startsWith(webRoot + sep) && existsSync(file) && statSync(file).isFile()
  }

  return async (url: string, locale: AppLocale): Promise<Rendered | null> => {
    const indexPath = join(webRoot, 'index.html')
    if (!existsSync(indexPath)) return null
    shell ??= { template: readFileSync(indexPath, 'utf8'), manifest: readManifest(webRoot) }
    const { template, manifest } = shell
    const result = await render({ url, publicUrl, data, hasFile, locale, messages: serverMessages })
    // The build leaves module preloading to the server: the entry's own imports, and the
    // rendered page's chunk with everything it imports, are fetched at once, not one by one.
    if (result.kind === 'client') {
      const preloads = preloadTags(manifest, [ENTRY], template)
      const html = template.replace(HEAD_END, () => `  ${preloads}\n  </head>`)
      return { status: 200, html: withLanguage(html, locale) }
    }
    const preloads = preloadTags(manifest, [ENTRY, ...result.modules], template)
    return {
      status: result.status,
      html: withLanguage(assemblePage(template, result, preloads), result.locale),
    }
  }
}

/**
 * The rendered page as the answer, compressed as the browser accepts; opening a language's page
 * (`prefixed`) keeps it as the visitor's choice.
 */
function pageResponse(c: Context, rendered: Rendered, prefixed: AppLocale | undefined) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding, Accept-Language, Cookie',
  }
  if (prefixed && prefixed !== localeFromCookie(c.req.header('Cookie')))
    headers['Set-Cookie'] =
      `${LOCALE_COOKIE}=${prefixed}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
  if (!encoding) return c.body(rendered.html, rendered.status, headers)
  const compressed = rendered.compressed ?? {}
  const body = compressed[encoding] ?? compress(Buffer.from(rendered.html), encoding)
  compressed[encoding] = body
  rendered.compressed = compressed
  return c.body(new Uint8Array(body), rendered.status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(body.byteLength),
  })
}

/**
 * Renders the public pages (landing, pricing, blog, articles, cleaner) and the 404 page on the
 * server, from the web app's own renderer, and keeps each result in memory for a while.
 * Pages only the client renders get the shell with its module preloads.
 */
export function publicPages(options: PublicPagesOptions): PageResponder {
  const { isKnownArticle, logger, now = Date.now } = options
  const { atOnce, waiting } = options.renders ?? {
    atOnce: RENDERS_AT_ONCE,
    waiting: RENDERS_WAITING,
  }
  const renders = createSemaphore(atOnce, waiting)
  const cache = createPageCache(now)
  const renderPage = createPageRenderer(options)

  return async (c: Context) => {
    const url = new URL(c.req.url)
    const locale = requestedLocale(c)
    const { locale: prefixed, path } = splitLocalePath(url.pathname)
    // `/` opens the landing page in the reader's language; `/de` opens German's.
    if (url.pathname === '/') return c.redirect(localizedPath(locale, '/welcome'), 302)
    if (prefixed && path === '/') return c.redirect(`/${prefixOf(prefixed)}/welcome`, 301)
    // An unknown article: the not-found page all unknown articles share, from the slugs alone.
    const slug = articleSlug(path)
    const unknown = slug !== null && isKnownArticle !== undefined && !(await isKnownArticle(slug))
    const page = unknown
      ? `${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}${UNKNOWN_ARTICLE}`
      : pageKey(url)
    const key = `${locale} ${page}`
    let rendered: Rendered | null
    try {
      rendered = await cache.get(key, () => renders.run(() => renderPage(page, locale)))
    } catch (error) {
      cache.delete(key)
      // Too many renders already: 503 with Retry-After, no page, nothing logged.
      if (error instanceof ApiError)
        return c.text(error.message, error.status, {
          'Retry-After': String(error.retryAfterSeconds ?? 1),
          'Cache-Control': 'no-store',
        })
      // A page that cannot be rendered falls back to the shell, which the client draws.
      logger.error('page render failed', { path: page, ...describeError(error) })
      return null
    }
    if (!rendered) return null
    if (unknown) {
      // Its own path in the state, so hydration draws the not-found page there.
      const html = rendered.html.replace(
        `"notFoundPath":${stateString(page)}`,
        () => `"notFoundPath":${stateString(url.pathname)}`,
      )
      rendered = { status: 404, html }
    }
    return pageResponse(c, rendered, prefixed)
  }
}
