import { queryOptions } from '@tanstack/react-query'
import { BlogPostListSchema } from '#src/contract/blog'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Spec §7 'Featured posts': up to three, newest first. */
export const featuredPostsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.blog.featured,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/blog/featured', { schema: BlogPostListSchema, signal })).posts,
  })
