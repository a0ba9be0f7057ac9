import { Skeleton } from '#src/web/components/ui/skeleton'
import { useT } from '#src/web/lib/i18n/use-t'

const CHIP_KEYS = ['chip-1', 'chip-2', 'chip-3', 'chip-4', 'chip-5']
const CARD_KEYS = ['card-1', 'card-2', 'card-3', 'card-4', 'card-5', 'card-6']

/** docs/product.md §9: five chip and six card placeholders while the posts load. */
export function BlogListSkeleton() {
  const { t } = useT()
  return (
    <div role="status" aria-label={t('blog.list.loading')} className="flex flex-col gap-10">
      <div className="flex flex-wrap gap-2">
        {CHIP_KEYS.map((key) => (
          <Skeleton key={key} data-testid="chip-skeleton" className="h-9 w-28 rounded-full" />
        ))}
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CARD_KEYS.map((key) => (
          <div
            key={key}
            data-testid="card-skeleton"
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
          >
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-4/5" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  )
}
