import { queryOptions } from '@tanstack/react-query'
import { BlogPostListSchema } from '#src/contract/blog'
import type { Locale } from '#src/i18n/locales'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'
import { langParam, querySuffix } from './article-lang'

/**
 * docs/product.md §7 'List posts': published, newest first, optionally one category; each in its
 * translation into `lang` if it has one.
 */
export function getPostsQueryOptions(category: string | null, lang: Locale) {
  const params: [string, string][] = [
    ...(category ? [['category', category] as [string, string]] : []),
    ...langParam(lang),
  ]
  return queryOptions({
    queryKey: queryKeys.blog.posts(category, lang),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/blog/posts${querySuffix(params)}`, {
          schema: BlogPostListSchema,
          signal,
        })
      ).posts,
  })
}
