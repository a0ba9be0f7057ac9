import { useQuery } from '@tanstack/react-query'
import { ConnectionRoute } from '#src/web/components/connections/connection-route'
import { planErrorOf } from '#src/web/components/plans/plan-error'
import { useT } from '#src/web/lib/i18n/use-t'
import { getGapAnalysisQueryOptions } from './api/get-gap-analysis'
import { GapAnalysisView } from './components/gap-analysis-view'
import { GapLocked } from './components/gap-locked'
import { GapEmpty, GapError, GapLoading } from './components/gap-states'

/** docs/product.md §2 Relationship Rhythms: loading, error, empty, or the gap analysis. */
export default function GapAnalysisPage() {
  const { t } = useT()
  return (
    <ConnectionRoute
      invalid={<GapError message={t('gap.page.invalidLink')} />}
      render={(id) => <GapAnalysisScreen id={id} />}
    />
  )
}

function GapAnalysisScreen({ id }: { id: string }) {
  const { t } = useT()
  const gap = useQuery(getGapAnalysisQueryOptions(id))
  if (gap.isPending) return <GapLoading />
  if (planErrorOf(gap.error)) return <GapLocked connectionId={id} />
  // The server's reason is in English (it speaks no other language yet); the fallback is ours.
  if (gap.isError) return <GapError message={gap.error.message || t('gap.page.loadFailed')} />
  const { gapAnalysis, access, advanced, rhythm } = gap.data
  if (!gapAnalysis) return <GapEmpty connectionId={id} />
  return <GapAnalysisView data={gapAnalysis} access={access} advanced={advanced} rhythm={rhythm} />
}
