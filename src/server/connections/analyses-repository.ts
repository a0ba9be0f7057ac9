// Every read and write of a stored analysis, always filtered by its owner's id.

import { and, desc, eq } from 'drizzle-orm'
import type { AnalysisResultBody, StoredAnalysis } from '#src/contract/analyses'
import type { Db } from '../db/client'
import { connectionAnalyses } from '../db/schema'
import { analysisColumns, toStoredAnalysis } from './analysis-rows'

/** The caller has checked that the connection is the user's. */
export async function insertAnalysis(
  db: Db,
  userId: string,
  connectionId: string,
  result: AnalysisResultBody,
): Promise<StoredAnalysis> {
  const [row] = await db
    .insert(connectionAnalyses)
    .values({ userId, connectionId, ...result })
    .returning(analysisColumns)
  if (!row) throw new Error('insert returned no analysis')
  return toStoredAnalysis(row)
}

/** Newest first (docs/product.md §3: the first is the one shown). */
export async function listAnalyses(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<StoredAnalysis[]> {
  const rows = await db
    .select(analysisColumns)
    .from(connectionAnalyses)
    .where(
      and(eq(connectionAnalyses.connectionId, connectionId), eq(connectionAnalyses.userId, userId)),
    )
    .orderBy(desc(connectionAnalyses.createdAt))
  return rows.map(toStoredAnalysis)
}

/** The analysis a page shows: the connection's newest (docs/product.md §3), or null without one. */
export async function getNewestAnalysis(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<StoredAnalysis | null> {
  const [row] = await db
    .select(analysisColumns)
    .from(connectionAnalyses)
    .where(
      and(eq(connectionAnalyses.connectionId, connectionId), eq(connectionAnalyses.userId, userId)),
    )
    .orderBy(desc(connectionAnalyses.createdAt))
    .limit(1)
  return row ? toStoredAnalysis(row) : null
}
