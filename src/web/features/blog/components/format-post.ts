/** '5 min read' */
export const formatReadTime = (minutes: number) => `${minutes} min read`

/** The date a post is shown with: its publication date, else its creation date (spec §2). */
export const postDate = (post: { publishedAt: string | null; createdAt: string }) =>
  post.publishedAt ?? post.createdAt
