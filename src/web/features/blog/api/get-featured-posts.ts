import { queryOptions } from '@tanstack/react-query'
import { BlogPostListSchema } from '../../../../contract/blog'
import { apiFetch } from '../../../lib/api-client'

/** Spec §7 'Featured posts': up to three, newest first. */
export const featuredPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'featured'],
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/blog/featured', { schema: BlogPostListSchema, signal })).posts,
  })
