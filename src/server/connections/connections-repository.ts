// Every read and write of a connection, always filtered by its owner's id.

import { and, desc, eq, sql } from 'drizzle-orm'
import type { Connection, ConnectionListItem, RelationshipType } from '#src/contract/connections'
import { type Db, plainPool } from '../db/client'
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

/**
 * The same list as one plain `pg` prepared statement, for PostgreSQL (see `plainPool`). The API
 * benchmark's bare handler (bench/api-bare.ts) sends the same statement and maps it the same way.
 */
export const PLAIN_LIST = `select c.id, c.name, c.relationship_type, c.created_at,
    n.id as a_id, n.rhythm_score, n.initiation_rate, n.total_messages, n.avg_response_time,
    n.communication_pattern, n.date_range_start, n.date_range_end, n.created_at as a_created_at
  from connections c left join lateral (
    select * from connection_analyses a where a.connection_id = c.id
    order by a.created_at desc limit 1) n on true
  where c.user_id = $1 order by c.created_at desc`

export interface PlainListRow {
  id: string
  name: string
  relationship_type: string | null
  created_at: Date
  a_id: string | null
  rhythm_score: number
  initiation_rate: number
  total_messages: number
  avg_response_time: string
  communication_pattern: string
  date_range_start: string
  date_range_end: string
  a_created_at: Date
}

export function fromPlainRow(row: PlainListRow): ConnectionListItem {
  return {
    id: row.id,
    name: row.name,
    relationshipType: row.relationship_type as RelationshipType | null,
    createdAt: row.created_at.toISOString(),
    latestAnalysis:
      row.a_id === null
        ? null
        : {
            id: row.a_id,
            rhythmScore: row.rhythm_score,
            initiationRate: row.initiation_rate,
            totalMessages: row.total_messages,
            avgResponseTime: row.avg_response_time,
            communicationPattern: row.communication_pattern,
            dateRangeStart: row.date_range_start,
            dateRangeEnd: row.date_range_end,
            createdAt: row.a_created_at.toISOString(),
          },
  }
}

/** Newest first, each with its newest analysis (docs/product.md §3: the first is used). */
export async function listConnections(db: Db, userId: string): Promise<ConnectionListItem[]> {
  const pool = plainPool(db)
  if (pool) {
    const { rows } = await pool.query<PlainListRow>({
      name: 'cadence_connection_list_plain',
      text: PLAIN_LIST,
      values: [userId],
    })
    return rows.map(fromPlainRow)
  }
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
