import { queryOptions } from '@tanstack/react-query'
import { BlogCategoryListSchema } from '#src/contract/blog'
import { apiFetch } from '#src/web/lib/api-client'
import { queryKeys } from '#src/web/lib/query-keys'

/** docs/product.md §7 'Categories': all of them, ordered by name. */
export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.blog.categories,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/blog/categories', { schema: BlogCategoryListSchema, signal }))
        .categories,
  })
