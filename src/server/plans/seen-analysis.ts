import { viewAs } from '#src/analysis/view-as'
import type { StoredAnalysis } from '#src/contract/analyses'
import { getNewestAnalysis } from '../connections/analyses-repository'
import { getViewPreference } from '../connections/view-preferences-repository'
import type { Db } from '../db/client'
import { type AnalysisAccess, visibleAnalysis } from './visible-analysis'

/**
 * The connection's newest analysis as the user sees it: from the side they chose, with the
 * gap detail of their plan. The caller has checked that the connection is the user's.
 */
export async function getSeenAnalysis(
  db: Db,
  userId: string,
  connectionId: string,
  access: AnalysisAccess,
): Promise<StoredAnalysis | null> {
  const [analysis, preference] = await Promise.all([
    getNewestAnalysis(db, userId, connectionId),
    getViewPreference(db, userId, connectionId),
  ])
  if (!analysis) return null
  const seen = viewAs(visibleAnalysis(analysis, access), preference?.userPrefersViewAs ?? 'user1')
  return { ...analysis, ...seen }
}
