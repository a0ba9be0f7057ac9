// Every read and write of a memory note, always filtered by its owner's id.

import { and, desc, eq } from 'drizzle-orm'
import { type Annotation, MEMORY_ANNOTATION_TYPE } from '#src/contract/annotations'
import type { Db } from '../db/client'
import { userAnnotations as notes } from '../db/schema'

const columns = {
  id: notes.id,
  connectionId: notes.connectionId,
  anomalyId: notes.anomalyId,
  content: notes.content,
  annotationType: notes.annotationType,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
}

type Row = Omit<Annotation, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

function toAnnotation(row: Row): Annotation {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

const owned = (userId: string, connectionId: string, id: string) =>
  and(eq(notes.id, id), eq(notes.userId, userId), eq(notes.connectionId, connectionId))

/** Newest created_at first (docs/product.md §7). */
export async function listAnnotations(
  db: Db,
  userId: string,
  connectionId: string,
): Promise<Annotation[]> {
  const rows = await db
    .select(columns)
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.connectionId, connectionId)))
    .orderBy(desc(notes.createdAt), desc(notes.id))
  return rows.map(toAnnotation)
}

/** The caller has checked that the connection is the user's. */
export async function createAnnotation(
  db: Db,
  userId: string,
  connectionId: string,
  values: { anomalyId: string; content: string },
): Promise<Annotation> {
  const [row] = await db
    .insert(notes)
    .values({ userId, connectionId, annotationType: MEMORY_ANNOTATION_TYPE, ...values })
    .returning(columns)
  if (!row) throw new Error('insert returned no annotation')
  return toAnnotation(row)
}

export async function updateAnnotation(
  db: Db,
  userId: string,
  connectionId: string,
  id: string,
  content: string,
): Promise<Annotation | null> {
  const [row] = await db
    .update(notes)
    .set({ content })
    .where(owned(userId, connectionId, id))
    .returning(columns)
  return row ? toAnnotation(row) : null
}

/** Really deletes the row (docs/product.md §3). */
export async function deleteAnnotation(
  db: Db,
  userId: string,
  connectionId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(notes)
    .where(owned(userId, connectionId, id))
    .returning({ id: notes.id })
  return deleted.length > 0
}
