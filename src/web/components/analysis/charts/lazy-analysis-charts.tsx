import { lazy, Suspense } from 'react'
import type { AnalysisData } from '#src/analysis/types'
import { Skeleton } from '../../ui/skeleton'

const AnalysisCharts = lazy(() => import('./analysis-charts'))

/** The charts, fetched only when an analysis is shown. */
export function LazyAnalysisCharts({ data }: { data: AnalysisData }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-80 lg:col-span-2" />
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      }
    >
      <AnalysisCharts data={data} />
    </Suspense>
  )
}
