// Gathers what an export is made of: for each connection, its newest analysis as the user's
// plan shows it, and the memory notes only when the user asked for them.

import type { ExportItem } from '../../contract/exports'
import { listAnnotations } from '../annotations/annotations-repository'
import { getConnection } from '../connections/connections-repository'
import type { Db } from '../db/client'
import { getSeenAnalysis } from '../plans/seen-analysis'
import type { UserPlan } from '../plans/user-plan'

/** null when the connection is not the user's or has no analysis yet. */
export async function getExportItem(
  db: Db,
  userId: string,
  connectionId: string,
  plan: UserPlan,
  includeNotes: boolean,
): Promise<ExportItem | null> {
  const connection = await getConnection(db, userId, connectionId)
  if (!connection) return null
  const analysis = await getSeenAnalysis(db, userId, connectionId, plan.entitlements.gapAnalysis)
  if (!analysis) return null
  const notes = includeNotes ? await listAnnotations(db, userId, connectionId) : null
  const { id, name, relationshipType } = connection
  return { connection: { id, name, relationshipType }, analysis, notes }
}

/** An ASCII file name for Content-Disposition, with the UTF-8 name beside it. */
export function attachment(name: string, extension: string): string {
  const date = new Date().toISOString().slice(0, 10)
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60)
  const base = `cadence-${ascii || 'connection'}-${date}.${extension}`
  const utf8 = encodeURIComponent(`cadence-${name.slice(0, 60)}-${date}.${extension}`)
  return `attachment; filename="${base}"; filename*=UTF-8''${utf8}`
}
