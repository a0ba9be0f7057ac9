import { queryOptions } from '@tanstack/react-query'
import { buildGapAnalysis } from '../../../../analysis/gap-analysis'
import type { GapAnalysisData } from '../../../../analysis/types'
import { viewAs } from '../../../../analysis/view-as'
import { AnalysisListSchema } from '../../../../contract/analyses'
import { ConnectionResponseSchema } from '../../../../contract/connections'
import { ViewPreferenceResponseSchema } from '../../../../contract/view-preferences'
import { apiFetch } from '../../../lib/api-client'
import { gapKeys } from './query-keys'

/** Spec §5: a connection without any analysis has no gap analysis. */
export const NO_ANALYSIS_FOUND = 'No analysis data found for this connection'
/** Spec §8: what a failed load falls back to. */
export const GAP_ANALYSIS_LOAD_FAILED = 'Failed to fetch gap analysis'

async function fetchGapAnalysis(id: string, signal: AbortSignal): Promise<GapAnalysisData | null> {
  const [{ connection }, { analyses }, { preference }] = await Promise.all([
    apiFetch(`/api/connections/${id}`, { schema: ConnectionResponseSchema, signal }),
    apiFetch(`/api/connections/${id}/analyses`, { schema: AnalysisListSchema, signal }),
    apiFetch(`/api/view-preferences/${id}`, { schema: ViewPreferenceResponseSchema, signal }),
  ])
  // Newest first (spec §3): the first analysis is the one every page reads.
  const latest = analyses[0]
  if (!latest) return null
  // Read from the side the user chose for this connection, as on its analysis page.
  const seen = viewAs(latest, preference?.userPrefersViewAs ?? 'user1')
  return buildGapAnalysis(seen, connection)
}

/** The gap analysis computed in the browser from the newest stored analysis; null without one. */
export function gapAnalysisQuery(connectionId: string) {
  return queryOptions({
    queryKey: gapKeys.gapAnalysis(connectionId),
    queryFn: ({ signal }) => fetchGapAnalysis(connectionId, signal),
    retry: false,
  })
}
