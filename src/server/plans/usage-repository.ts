// What a user has used of their plan: connections, and this month's analyses.

import { and, count, eq, gte, sql } from 'drizzle-orm'
import { type AnalysisKind, monthStart } from '#src/contract/entitlements'
import type { Db } from '../db/client'
import { analysisUsage, connections, user } from '../db/schema'

export async function countConnections(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(connections)
    .where(eq(connections.userId, userId))
  return row?.n ?? 0
}

/** Analyses saved since the start of this calendar month (UTC), by kind. */
export async function monthAnalyses(
  db: Db,
  userId: string,
  now: Date,
): Promise<Record<AnalysisKind, number>> {
  const rows = await db
    .select({ kind: analysisUsage.kind, n: count() })
    .from(analysisUsage)
    .where(and(eq(analysisUsage.userId, userId), gte(analysisUsage.createdAt, monthStart(now))))
    .groupBy(analysisUsage.kind)
  const used = { full: 0, recent: 0 }
  for (const row of rows) used[row.kind] = row.n
  return used
}

export async function recordAnalysis(db: Db, userId: string, kind: AnalysisKind): Promise<void> {
  await db.insert(analysisUsage).values({ userId, kind })
}

/**
 * Holds the user's row until the transaction ends, so two requests of one user that check a
 * limit and then write are taken one after the other and cannot both pass the check.
 */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select ${user.id} from ${user} where ${user.id} = ${userId} for update`)
}
