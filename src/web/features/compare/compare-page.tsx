import { useQuery } from '@tanstack/react-query'
import { GitCompareArrows } from 'lucide-react'
import { useMemo, useState } from 'react'
import { buildComparison, type CompareSort, DEFAULT_SORT } from '#src/analysis/compare'
import { MIN_COMPARED_CONNECTIONS } from '#src/contract/comparison'
import { LockedFeature } from '#src/web/components/plans/locked-feature'
import { planErrorOf } from '#src/web/components/plans/plan-error'
import { Alert, AlertDescription, AlertTitle } from '#src/web/components/ui/alert'
import { Spinner } from '#src/web/components/ui/spinner'
import { useT } from '#src/web/lib/i18n/use-t'
import { getComparisonQueryOptions } from './api/get-comparison'
import { AddConnectionButton } from './components/add-connection-button'
import { CompareEmpty } from './components/compare-empty'
import { CompareInsights } from './components/compare-insights'
import { CompareSummary } from './components/compare-summary'
import { ComparisonGrid } from './components/comparison-grid'
import { insightTexts } from './components/comparison-insights'
import { WaitingConnections } from './components/waiting-connections'

/** docs/product.md §2 /dashboard/compare: Your Relationship Orbit. */
export default function ComparePage() {
  const { t } = useT()
  const query = useQuery(getComparisonQueryOptions())
  const [sort, setSort] = useState<CompareSort>(DEFAULT_SORT)
  const { analysed, waiting } = useMemo(() => {
    const rows = query.data ?? []
    return {
      analysed: rows.flatMap(({ connection, analysis }) =>
        analysis ? [{ connection, analysis }] : [],
      ),
      waiting: rows.filter((row) => row.analysis === null).map((row) => row.connection),
    }
  }, [query.data])
  // The engine's comparison rules, run here so that a new sort costs no request.
  const comparison = useMemo(() => buildComparison(analysed, sort), [analysed, sort])
  // The engine writes its insights in English; the page writes the same ones in the reader's language.
  const { insights, insightMessage } = useMemo(
    () => insightTexts(comparison.items, t),
    [comparison.items, t],
  )
  const ready = analysed.length >= MIN_COMPARED_CONNECTIONS

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">
            {t('compare.title')}
          </h1>
          <p className="mt-1 text-muted-foreground">{t('compare.subtitle')}</p>
        </div>
        {query.isSuccess && ready ? <AddConnectionButton /> : null}
      </header>
      {query.isPending ? (
        <Spinner className="py-24" />
      ) : planErrorOf(query.error) ? (
        <LockedFeature
          title={t('compare.locked.title')}
          description={t('compare.locked.description')}
          tier="base"
          icon={GitCompareArrows}
          className="min-h-72"
        />
      ) : query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>
            {t('compare.error.title', {
              message: query.error.message || t('compare.error.loadFailed'),
            })}
          </AlertTitle>
          <AlertDescription>{t('compare.error.body')}</AlertDescription>
        </Alert>
      ) : !ready ? (
        <CompareEmpty analysed={analysed.length} />
      ) : (
        <>
          <CompareSummary summary={comparison.summary} />
          <CompareInsights insights={insights} insightMessage={insightMessage} />
          <ComparisonGrid items={comparison.items} sort={sort} onSortChange={setSort} />
          <WaitingConnections connections={waiting} />
        </>
      )}
    </div>
  )
}
