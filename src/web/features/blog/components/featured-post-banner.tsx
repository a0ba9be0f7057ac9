import { ArrowRight, Sparkles, TrendingUp } from 'lucide-react'
import type { BlogPostSummary } from '#src/contract/blog'
import { useT } from '#src/web/lib/i18n/use-t'
import { CategoryBadge } from './category-badge'
import { PostSummaryMeta } from './post-meta'
import { PostTitleLink } from './post-title-link'
import { RhythmArt } from './rhythm-art'

/** docs/product.md §2: the first featured post, labelled Featured and Most Popular. */
export function FeaturedPostBanner({ post }: { post: BlogPostSummary }) {
  const { t } = useT()
  return (
    <article
      aria-labelledby="featured-post-title"
      className="group relative overflow-hidden rounded-2xl border border-primary/15 bg-gradient-to-br from-primary-soft via-surface to-accent-soft p-6 shadow-sm transition-shadow duration-200 focus-within:shadow-md hover:shadow-md sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-72 rounded-full bg-primary/10 blur-3xl"
      />
      <RhythmArt />
      <div className="relative flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground text-xs">
          <Sparkles aria-hidden="true" className="size-3" />
          {t('blog.featured.label')}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full border border-accent/40 bg-accent-soft px-2.5 py-0.5 font-medium text-accent-soft-foreground text-xs">
          <TrendingUp aria-hidden="true" className="size-3" />
          {t('blog.featured.mostPopular')}
        </span>
        {post.category ? <CategoryBadge category={post.category} /> : null}
      </div>
      <h2
        id="featured-post-title"
        className="relative mt-5 max-w-3xl text-balance font-bold text-2xl tracking-tight sm:text-4xl"
      >
        <PostTitleLink post={post} />
      </h2>
      <p
        lang={post.lang}
        className="relative mt-3 max-w-2xl text-pretty text-muted-foreground sm:text-lg"
      >
        {post.excerpt}
      </p>
      <div className="relative mt-6 flex flex-wrap items-center gap-x-8 gap-y-4">
        <PostSummaryMeta post={post} />
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1.5 font-medium text-primary text-sm"
        >
          {t('blog.featured.readArticle')}
          <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
