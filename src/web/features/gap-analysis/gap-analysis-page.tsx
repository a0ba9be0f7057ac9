import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { z } from 'zod'
import {
  GAP_ANALYSIS_LOAD_FAILED,
  gapAnalysisQuery,
  NO_ANALYSIS_FOUND,
} from './api/get-gap-analysis'
import { GapAnalysisView } from './components/gap-analysis-view'
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
  if (gap.isError) return <GapError message={gap.error.message || GAP_ANALYSIS_LOAD_FAILED} />
  if (!gap.data) return <GapEmpty connectionId={id} message={NO_ANALYSIS_FOUND} />
  return <GapAnalysisView data={gap.data} />
}
