import { CONNECTION_NOT_FOUND } from '#src/contract/connections'
import type { Db } from '../db/client'
import { invariantFound } from '../http/api-error'
import { requireUuid } from '../http/require-uuid'
import { getConnection } from './connections-repository'

/**
 * The id of a connection the user owns, from a path parameter. A malformed id, a missing row
 * and another user's row all answer the same 404.
 */
export async function requireOwnConnection(
  db: Db,
  userId: string,
  rawId: string | undefined,
): Promise<string> {
  const id = requireUuid(rawId)
  invariantFound(await getConnection(db, userId, id), CONNECTION_NOT_FOUND)
  return id
}
