import { Card } from '#src/web/components/ui/card'
import { Skeleton } from '#src/web/components/ui/skeleton'
import { useT } from '#src/web/lib/i18n/use-t'

export function DashboardSkeleton() {
  const { t } = useT()
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="flex flex-col gap-6">
      <div className="flex items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-10 w-36" />
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Card key={key} className="flex flex-col gap-4 p-5">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-5 w-40" />
          </Card>
        ))}
      </div>
    </div>
  )
}
