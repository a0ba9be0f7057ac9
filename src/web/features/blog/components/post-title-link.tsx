import { Link } from 'react-router'
import type { BlogPostSummary } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'

/**
 * A listed post's title, as the link to its article; the link stretches over the whole card it
 * sits in (the card is `relative`), so the card is one link without nesting anything in it.
 */
export function PostTitleLink({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      className={cn(
        'rounded-sm after:absolute after:inset-0 focus-visible:outline-none',
        className,
      )}
    >
      {post.title}
    </Link>
  )
}
