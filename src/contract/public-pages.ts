import type { Messages } from '@lingui/core'
import type { DehydratedState } from '@tanstack/react-query'
import type { AppLocale, Locale } from '#src/i18n/locales'
import type { BlogCategory, BlogPost, BlogPostSummary } from './blog'

/**
 * What the server-side renderer of the public pages may read, given by the server (it reads
 * the database) to the web app's renderer (which knows the pages). Types only: the two sides
 * never import each other.
 */
export interface PublicPageData {
  /** The articles as read in `locale`: an article translated into it comes as its translation. */
  listPosts(categorySlug: string | null, locale: Locale): Promise<BlogPostSummary[]>
  listFeaturedPosts(locale: Locale): Promise<BlogPostSummary[]>
  listCategories(): Promise<BlogCategory[]>
  /**
   * A published article at its (English original's) slug, in its translation into `locale` if
   * it has one; null when there is none by that slug (a translation's own slug is none).
   */
  getPost(slug: string, locale: Locale): Promise<BlogPost | null>
}

export interface PublicPageRequest {
  /** Path and query of the request, e.g. `/blog?category=distance`. */
  url: string
  /** The address people use (PUBLIC_URL), for canonical links and link previews. */
  publicUrl: string
  data: PublicPageData
  /** Whether the built site has this file (e.g. `/og/blog/{slug}.jpg`, an article's own preview image). */
  hasFile(path: string): boolean
  /**
   * The reader's language when the address does not say it (`/de/…` does): the cookie's choice,
   * else the browser's. Unprefixed public pages (`/welcome`) are English whatever this says.
   */
  locale: AppLocale
  /** Every message, compiled, in each language the renderer may need (the server reads the catalogs). */
  messages(locale: AppLocale): Messages
}

export type PublicPageResult =
  /** A page only the client renders (the signed-in app, sign-in): serve the plain shell. */
  | { kind: 'client' }
  | {
      kind: 'page'
      status: 200 | 404
      /** Tags for <head>: title, description, canonical, Open Graph, Twitter, JSON-LD. */
      head: string
      /** The rendered app, to go inside <div id="root">. */
      html: string
      /** The state the client hydrates from (JSON), for a non-executed data block. */
      state: string
      /** Source modules of the page (e.g. `src/web/features/blog/blog-list-page.tsx`) to preload. */
      modules: string[]
      /** The page's language, for `<html lang dir>`. */
      locale: AppLocale
      dir: 'ltr' | 'rtl'
    }

export type RenderPublicPage = (request: PublicPageRequest) => Promise<PublicPageResult>

/** Id of the data block that carries the server's state to the client. */
export const INITIAL_STATE_ID = 'cadence-state'

/** What the data block holds. */
export interface InitialState {
  /** The server's query cache, dehydrated. */
  queries: DehydratedState
  /** The path the server answered 404 for, so hydration draws the same not-found page. */
  notFoundPath: string | null
  /** Every message of the areas the page used, compiled, so it hydrates with no catalog to fetch. */
  messages?: { locale: AppLocale; areas: string[]; catalog: Messages }
}
