// The comparison page's one read: every connection of the user with the figures of its newest
// analysis. The figures are counted in the database: whole analyses (half a megabyte each, for
// a long chat) never leave it for this page. One analysis per query, because counting means
// reading each analysis inside the database, and the embedded one (PGlite) does that on the
// server's own thread, answering in microtasks: one query over twenty large analyses, or
// queries one straight after the other, would hold it for tens of milliseconds. A turn of the
// event loop comes between them.

import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnomalyType } from '#src/analysis/types'
import type { ComparedAnalysisItem, ComparisonInputItem } from '#src/contract/comparison'
import { RelationshipTypeSchema } from '#src/contract/connections'
import type { Db } from '../db/client'
import { connectionAnalyses, connections } from '../db/schema'

const RelationshipColumnSchema = RelationshipTypeSchema.nullable().catch(null)

const data = connectionAnalyses.analysisData

/** The anomalies of `types` (a plan's), counted without reading them out. */
function anomalyCount(types: readonly AnomalyType[]): SQL<number> {
  if (types.length === 0) return sql<number>`0`
  const listed = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )
  return sql<number>`(select count(*) from jsonb_array_elements(${data}->'anomalies') as a where a->>'type' in (${listed}))`.mapWith(
    Number,
  )
}

/** The figures of the analysis `id`, when it is the user's. */
function countFigures(db: Db, userId: string, id: string, anomalyTypes: readonly AnomalyType[]) {
  return db
    .select({
      id: connectionAnalyses.id,
      connectionId: connectionAnalyses.connectionId,
      rhythmScore: connectionAnalyses.rhythmScore,
      initiationRate: connectionAnalyses.initiationRate,
      avgResponseTime: connectionAnalyses.avgResponseTime,
      dateRangeEnd: connectionAnalyses.dateRangeEnd,
      months: sql<number>`jsonb_array_length(${data}->'monthlyActivity')`.mapWith(Number),
      monthlyMessages:
        sql<number>`(select coalesce(sum((m->>'messageCount')::bigint), 0) from jsonb_array_elements(${data}->'monthlyActivity') as m)`.mapWith(
          Number,
        ),
      anomalyCount: anomalyCount(anomalyTypes),
    })
    .from(connectionAnalyses)
    .where(and(eq(connectionAnalyses.userId, userId), eq(connectionAnalyses.id, id)))
}

/**
 * Newest connection first. `anomalyTypes`: the kinds of anomaly the user's plan shows, the only
 * ones counted.
 */
export async function listComparisonInputs(
  db: Db,
  userId: string,
  anomalyTypes: readonly AnomalyType[],
): Promise<ComparisonInputItem[]> {
  const rows = await db
    .select({
      id: connections.id,
      name: connections.name,
      relationshipType: connections.relationshipType,
      createdAt: connections.createdAt,
    })
    .from(connections)
    .where(eq(connections.userId, userId))
    .orderBy(desc(connections.createdAt))
  const newest = await db
    .selectDistinctOn([connectionAnalyses.connectionId], { id: connectionAnalyses.id })
    .from(connectionAnalyses)
    .where(eq(connectionAnalyses.userId, userId))
    .orderBy(connectionAnalyses.connectionId, desc(connectionAnalyses.createdAt))
  const figures = []
  for (const [i, { id }] of newest.entries()) {
    if (i > 0) await nextTurn()
    figures.push(...(await countFigures(db, userId, id, anomalyTypes)))
  }
  const byConnection = new Map<string, ComparedAnalysisItem>(
    figures.map(({ connectionId, ...analysis }) => [connectionId, analysis]),
  )
  return rows.map((row) => ({
    connection: {
      id: row.id,
      name: row.name,
      relationshipType: RelationshipColumnSchema.parse(row.relationshipType),
      createdAt: row.createdAt.toISOString(),
    },
    analysis: byConnection.get(row.id) ?? null,
  }))
}
