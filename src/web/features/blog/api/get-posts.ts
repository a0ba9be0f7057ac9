import { queryOptions } from '@tanstack/react-query'
import { BlogPostListSchema } from '#src/contract/blog'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Spec §7 'List posts': published, newest first, optionally one category. */
export function postsQueryOptions(category: string | null) {
  const query = category ? `?category=${encodeURIComponent(category)}` : ''
  return queryOptions({
    queryKey: queryKeys.blog.posts(category),
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/blog/posts${query}`, { schema: BlogPostListSchema, signal })).posts,
  })
}
