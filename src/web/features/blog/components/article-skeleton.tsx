import { Skeleton } from '#src/web/components/ui/skeleton'
import { useT } from '#src/web/lib/i18n/use-t'

const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3']

export function ArticleSkeleton() {
  const { t } = useT()
  return (
    <div role="status" aria-label={t('blog.article.loading')} className="flex flex-col gap-5">
      <Skeleton className="h-9 w-32" />
      <Skeleton className="h-6 w-36 rounded-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-48" />
      <div className="mt-6 flex flex-col gap-3">
        {LINE_WIDTHS.map((width, i) => (
          <Skeleton key={`${width}-${i.toString()}`} className={`h-4 ${width}`} />
        ))}
      </div>
    </div>
  )
}
