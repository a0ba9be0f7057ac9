import type { BlogPostSummary } from '#src/contract/blog'

/**
 * The posts of the grid. docs/product.md §2: with a category selected, featured posts are left out; with
 * none, the banner shows the first featured post, so the grid does not repeat it.
 */
export function selectGridPosts(
  posts: BlogPostSummary[],
  category: string | null,
  banner: BlogPostSummary | undefined,
): BlogPostSummary[] {
  if (category) return posts.filter((post) => !post.isFeatured)
  return banner ? posts.filter((post) => post.id !== banner.id) : posts
}
