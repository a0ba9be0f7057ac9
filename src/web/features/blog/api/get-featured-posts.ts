import { queryOptions } from '@tanstack/react-query'
import { BlogPostListSchema } from '#src/contract/blog'
import type { Locale } from '#src/i18n/locales'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'
import { langParam, querySuffix } from './article-lang'

/** docs/product.md §7 'Featured posts': up to three, newest first, each in its translation into `lang` if any. */
export const getFeaturedPostsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: queryKeys.blog.featured(lang),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/blog/featured${querySuffix(langParam(lang))}`, {
          schema: BlogPostListSchema,
          signal,
        })
      ).posts,
  })
