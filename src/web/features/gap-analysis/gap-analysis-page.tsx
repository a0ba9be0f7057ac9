import { useQuery } from '@tanstack/react-query'
import { ConnectionRoute } from '../../components/connections/connection-route'
import { planErrorOf } from '../../components/plans/plan-error'
import {
  GAP_ANALYSIS_LOAD_FAILED,
  gapAnalysisQuery,
  NO_ANALYSIS_FOUND,
} from './api/get-gap-analysis'
import { GapAnalysisView } from './components/gap-analysis-view'
import { GapLocked } from './components/gap-locked'
import { GapEmpty, GapError, GapLoading } from './components/gap-states'

/** Spec §2 Relationship Rhythms: loading, error, empty, or the gap analysis. */
export default function GapAnalysisPage() {
  return (
    <ConnectionRoute
      invalid={<GapError message="This link does not point to a connection." />}
      render={(id) => <GapAnalysisScreen id={id} />}
    />
  )
}

function GapAnalysisScreen({ id }: { id: string }) {
  const gap = useQuery(gapAnalysisQuery(id))
  if (gap.isPending) return <GapLoading />
  if (planErrorOf(gap.error)) return <GapLocked connectionId={id} />
  if (gap.isError) return <GapError message={gap.error.message || GAP_ANALYSIS_LOAD_FAILED} />
  const { gapAnalysis, access, advanced } = gap.data
  if (!gapAnalysis) return <GapEmpty connectionId={id} message={NO_ANALYSIS_FOUND} />
  return <GapAnalysisView data={gapAnalysis} access={access} advanced={advanced} />
}
