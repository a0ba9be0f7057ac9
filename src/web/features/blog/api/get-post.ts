import { queryOptions } from '@tanstack/react-query'
import { BlogPostResponseSchema } from '#src/contract/blog'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** Spec §7 'One post': published only; a missing post is a 404 error. */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/api/blog/posts/${encodeURIComponent(slug)}`, {
          schema: BlogPostResponseSchema,
          signal,
        })
      ).post,
    // A missing post redirects at once; retrying a 404 would only delay that.
    retry: false,
  })
