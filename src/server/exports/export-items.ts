// Gathers what an export is made of: for each connection, its newest analysis as the user's
// plan shows it, and the memory notes only when the user asked for them.

import { setImmediate as nextTurn } from 'node:timers/promises'
import type { ExportItem } from '#src/contract/exports'
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
  const analysis = await getSeenAnalysis(db, userId, connectionId, plan.entitlements)
  if (!analysis) return null
  const notes = includeNotes ? await listAnnotations(db, userId, connectionId) : null
  const { id, name, relationshipType } = connection
  return { connection: { id, name, relationshipType }, analysis, notes }
}

/**
 * The items of several connections, read one after the other with a turn of the event loop
 * between them: PGlite answers in microtasks, so twenty large analyses read at once would
 * hold the loop for a quarter of a second. null when one of them is missing.
 */
export async function getExportItems(
  db: Db,
  userId: string,
  connectionIds: readonly string[],
  plan: UserPlan,
  includeNotes: boolean,
): Promise<ExportItem[] | null> {
  const items: ExportItem[] = []
  for (const connectionId of connectionIds) {
    if (items.length > 0) await nextTurn()
    const item = await getExportItem(db, userId, connectionId, plan, includeNotes)
    if (!item) return null
    items.push(item)
  }
  return items
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
