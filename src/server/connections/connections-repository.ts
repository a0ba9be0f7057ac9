// Every read and write of a connection, always filtered by its owner's id.

import { and, desc, eq, sql } from 'drizzle-orm'
import type { Connection, ConnectionListItem, RelationshipType } from '#src/contract/connections'
import type { Db } from '../db/client'
import { preparedOnce } from '../db/prepared'
import { connectionAnalyses, connections } from '../db/schema'
import { summaryColumns, toSummary } from './analysis-rows'

const columns = {
  id: connections.id,
  name: connections.name,
  relationshipType: connections.relationshipType,
  createdAt: connections.createdAt,
}

type ConnectionRow = { id: string; name: string; relationshipType: string | null; createdAt: Date }

function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    name: row.name,
    // Only the contract's values are ever written, so the cast narrows what the column stores.
    relationshipType: row.relationshipType as RelationshipType | null,
    createdAt: row.createdAt.toISOString(),
  }
}

const owned = (userId: string, id: string) =>
  and(eq(connections.id, id), eq(connections.userId, userId))

/** Each of a user's connections, newest first, beside its newest analysis (or nulls): one query. */
const connectionList = preparedOnce((db, name) => {
  const newest = db
    .select(summaryColumns)
    .from(connectionAnalyses)
    .where(eq(connectionAnalyses.connectionId, connections.id))
    .orderBy(desc(connectionAnalyses.createdAt))
    .limit(1)
    .as('newest')
  return db
    .select({ connection: columns, analysis: newest._.selectedFields })
    .from(connections)
    .leftJoinLateral(newest, sql`true`)
    .where(eq(connections.userId, sql.placeholder('userId')))
    .orderBy(desc(connections.createdAt))
    .prepare(name)
}, 'cadence_connection_list')

/** Newest first, each with its newest analysis (docs/product.md §3: the first is used). */
export async function listConnections(db: Db, userId: string): Promise<ConnectionListItem[]> {
  const rows = await connectionList(db).execute({ userId })
  return rows.map((row) => ({
    ...toConnection(row.connection),
    latestAnalysis: row.analysis ? toSummary(row.analysis) : null,
  }))
}

export async function getConnection(
  db: Db,
  userId: string,
  id: string,
): Promise<Connection | null> {
  const [row] = await db.select(columns).from(connections).where(owned(userId, id))
  return row ? toConnection(row) : null
}

export async function createConnection(
  db: Db,
  userId: string,
  values: { name: string; relationshipType: RelationshipType | null },
): Promise<Connection> {
  const [row] = await db
    .insert(connections)
    .values({ userId, ...values })
    .returning(columns)
  if (!row) throw new Error('insert returned no connection')
  return toConnection(row)
}

export async function updateConnection(
  db: Db,
  userId: string,
  id: string,
  values: { name?: string; relationshipType?: RelationshipType | null },
): Promise<Connection | null> {
  const [row] = await db.update(connections).set(values).where(owned(userId, id)).returning(columns)
  return row ? toConnection(row) : null
}

/** Its analyses, view preferences and memory notes go with it (foreign keys cascade). */
export async function deleteConnection(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(connections)
    .where(owned(userId, id))
    .returning({ id: connections.id })
  return deleted.length > 0
}
