import { FEATURED_POSTS_LIMIT } from '#src/contract/blog'
import type { PublicPageData } from '#src/contract/public-pages'
import type { AppDeps } from '../app-deps'
import {
  getPublishedPost,
  isPublishedSlug,
  listCategories,
  listFeaturedPosts,
  listPublishedPosts,
} from '../blog/blog-repository'
import { publicPages } from '../http/public-pages'
import type { PageResponder } from '../http/static-files'

/** The public pages rendered on the server, when the web app's renderer is there (a build). */
export function publicSiteRoutes(deps: AppDeps): PageResponder | undefined {
  const { webRoot, renderPublicPage } = deps
  if (!webRoot || !renderPublicPage) return undefined
  const { db } = deps.database
  const data: PublicPageData = {
    listPosts: (category, locale) => listPublishedPosts(db, category ?? undefined, locale),
    listFeaturedPosts: (locale) => listFeaturedPosts(db, FEATURED_POSTS_LIMIT, locale),
    listCategories: () => listCategories(db),
    getPost: (slug, locale) => getPublishedPost(db, slug, locale),
  }
  return publicPages({
    webRoot,
    render: renderPublicPage,
    publicUrl: deps.config.publicUrl,
    data,
    isKnownArticle: (slug) => isPublishedSlug(db, slug),
    logger: deps.logger,
  })
}
