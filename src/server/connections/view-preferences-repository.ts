// Every read and write of a view preference, always filtered by its owner's id.

import { and, desc, eq } from 'drizzle-orm'
import type { ViewAs, ViewPreference } from '#src/contract/view-preferences'
import type { Db } from '../db/client'
import { connectionViewPreferences as prefs } from '../db/schema'

const columns = {
  connectionId: prefs.connectionId,
  userPrefersViewAs: prefs.userPrefersViewAs,
  nickname: prefs.nickname,
  createdAt: prefs.createdAt,
  updatedAt: prefs.updatedAt,
}

type Row = {
  connectionId: string
  userPrefersViewAs: string
  nickname: string | null
  createdAt: Date
  updatedAt: Date
}

function toPreference(row: Row): ViewPreference {
  return {
    ...row,
    // A check constraint keeps the column to these two values.
    userPrefersViewAs: row.userPrefersViewAs === 'user2' ? 'user2' : 'user1',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const owned = (userId: string, connectionId: string) =>
  and(eq(prefs.userId, userId), eq(prefs.connectionId, connectionId))

export async function getViewPreference(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<ViewPreference | null> {
  const [row] = await db.select(columns).from(prefs).where(owned(userId, connectionId))
  return row ? toPreference(row) : null
}

/** Newest first. */
export async function listViewPreferences(db: Db, userId: string): Promise<ViewPreference[]> {
  const rows = await db
    .select(columns)
    .from(prefs)
    .where(eq(prefs.userId, userId))
    .orderBy(desc(prefs.createdAt))
  return rows.map(toPreference)
}

/** One row per user and connection: the unique key makes a second save an update. */
export async function upsertViewPreference(
  db: Db,
  userId: string,
  connectionId: string,
  values: { userPrefersViewAs: ViewAs; nickname: string | null },
): Promise<ViewPreference> {
  const [row] = await db
    .insert(prefs)
    .values({ userId, connectionId, ...values })
    .onConflictDoUpdate({
      target: [prefs.userId, prefs.connectionId],
      set: { ...values, updatedAt: new Date() },
    })
    .returning(columns)
  if (!row) throw new Error('upsert returned no preference')
  return toPreference(row)
}

export async function deleteViewPreference(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(prefs)
    .where(owned(userId, connectionId))
    .returning({ id: prefs.id })
  return deleted.length > 0
}
