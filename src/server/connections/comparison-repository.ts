// The comparison page's one read: every connection of the user with its newest analysis.

import { desc, eq } from 'drizzle-orm'
import type { StoredAnalysis } from '#src/contract/analyses'
import type { ComparisonInputItem } from '#src/contract/comparison'
import { RelationshipTypeSchema } from '#src/contract/connections'
import type { Db } from '../db/client'
import { connectionAnalyses, connections } from '../db/schema'
import { analysisColumns, toStoredAnalysis } from './analysis-rows'

const RelationshipColumnSchema = RelationshipTypeSchema.nullable().catch(null)

/** Newest connection first; two queries however many connections the user has. */
export async function listComparisonInputs(db: Db, userId: string): Promise<ComparisonInputItem[]> {
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
  const latest = await db
    .selectDistinctOn([connectionAnalyses.connectionId], analysisColumns)
    .from(connectionAnalyses)
    .where(eq(connectionAnalyses.userId, userId))
    .orderBy(connectionAnalyses.connectionId, desc(connectionAnalyses.createdAt))
  const byConnection = new Map<string, StoredAnalysis>(
    latest.map((row) => [row.connectionId, toStoredAnalysis(row)]),
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
