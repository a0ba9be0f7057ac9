import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { z } from 'zod'
import { planErrorOf } from '../../components/plans/plan-error'
import {
  GAP_ANALYSIS_LOAD_FAILED,
  gapAnalysisQuery,
  NO_ANALYSIS_FOUND,
} from './api/get-gap-analysis'
import { GapAnalysisView } from './components/gap-analysis-view'
import { GapLocked } from './components/gap-locked'
import { GapEmpty, GapError, GapLoading } from './components/gap-states'

const IdSchema = z.uuid()

/** Spec §2 Relationship Rhythms: loading, error, empty, or the gap analysis. */
export default function GapAnalysisPage() {
  const parsed = IdSchema.safeParse(useParams().connectionId)
  if (!parsed.success) return <GapError message="This link does not point to a connection." />
  return <GapAnalysisScreen key={parsed.data} id={parsed.data} />
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
