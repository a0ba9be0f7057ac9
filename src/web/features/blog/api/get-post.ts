import { queryOptions } from '@tanstack/react-query'
import { BlogPostResponseSchema } from '#src/contract/blog'
import type { Locale } from '#src/i18n/locales'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'
import { langParam, querySuffix } from './article-lang'

/**
 * docs/product.md §7 'One post': published only, in its translation into `lang` if it has one; a missing
 * post is a 404 error.
 */
export const getPostQueryOptions = (slug: string, lang: Locale) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug, lang),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(
          `/api/blog/posts/${encodeURIComponent(slug)}${querySuffix(langParam(lang))}`,
          { schema: BlogPostResponseSchema, signal },
        )
      ).post,
    // A missing post redirects at once; retrying a 404 would only delay that.
    retry: false,
  })
