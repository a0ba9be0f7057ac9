import { CalendarDays, Clock } from 'lucide-react'
import { cn } from '../../lib/cn'
import { formatReadTime } from './format-post'

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
          {formatReadTime(readTimeMinutes)}
        </span>
      ) : null}
    </div>
  )
}
