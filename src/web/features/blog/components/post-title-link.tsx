import type { BlogPostSummary } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'
import { LocaleLink } from '#src/web/lib/i18n/locale-link'

/**
 * A listed post's title, as the link to its article; the link stretches over the whole card it
 * sits in (the card is `relative`), so the card is one link without nesting anything in it.
 */
export function PostTitleLink({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <LocaleLink
      to={`/blog/${post.slug}`}
      lang={post.lang}
      className={cn(
        'rounded-sm after:absolute after:inset-0 focus-visible:outline-none',
        className,
      )}
    >
      {post.title}
    </LocaleLink>
  )
}
