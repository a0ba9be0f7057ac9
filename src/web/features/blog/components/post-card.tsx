import { ArrowRight } from 'lucide-react'
import type { BlogPostSummary } from '#src/contract/blog'
import { CategoryBadge } from './category-badge'
import { PostSummaryMeta } from './post-meta'
import { PostTitleLink } from './post-title-link'

/** A post in the grid; the whole card is one link to the article. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-border bg-surface p-6 shadow-xs transition-[box-shadow,border-color,transform] duration-200 ease-gentle focus-within:border-primary/40 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-md motion-reduce:hover:translate-y-0">
      {post.category ? <CategoryBadge category={post.category} /> : null}
      <h3 className="mt-4 text-balance font-semibold text-lg leading-snug tracking-tight">
        <PostTitleLink post={post} className="after:rounded-xl group-hover:text-primary" />
      </h3>
      <p
        lang={post.lang}
        className="mt-2 line-clamp-3 flex-1 text-muted-foreground text-sm leading-relaxed"
      >
        {post.excerpt}
      </p>
      <div className="mt-5 flex items-center justify-between gap-3 border-border border-t pt-4">
        <PostSummaryMeta post={post} className="text-xs" />
        <ArrowRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-hover:translate-x-0.5 group-hover:text-primary rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
        />
      </div>
    </article>
  )
}
