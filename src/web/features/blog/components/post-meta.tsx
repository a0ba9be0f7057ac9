import { CalendarDays, Clock } from 'lucide-react'
import type { BlogPostSummary } from '#src/contract/blog'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'
import { formatPostDate, formatReadTime, postDate } from './format-post'

/** Date and read time under a title; the read time only when it is known. */
export function PostMeta({
  date,
  dateTime,
  readTimeMinutes,
  className,
}: {
  date: string
  dateTime: string
  readTimeMinutes: number | null
  className?: string
}) {
  const { t } = useT()
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={dateTime}>{date}</time>
      </span>
      {readTimeMinutes !== null ? (
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {formatReadTime(readTimeMinutes, t)}
        </span>
      ) : null}
    </div>
  )
}

/** A listed post's date, in the short format of the list (docs/product.md §9), and its read time. */
export function PostSummaryMeta({
  post,
  className,
}: {
  post: BlogPostSummary
  className?: string
}) {
  const { locale } = useT()
  const date = postDate(post)
  return (
    <PostMeta
      date={formatPostDate(date, locale, 'short')}
      dateTime={date}
      readTimeMinutes={post.readTimeMinutes}
      className={className}
    />
  )
}
