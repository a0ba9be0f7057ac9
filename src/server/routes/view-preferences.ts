import { Hono } from 'hono'
import { CONNECTION_NOT_FOUND } from '../../contract/connections'
import { UpsertViewPreferenceSchema } from '../../contract/view-preferences'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { getConnection } from '../connections/connections-repository'
import { requireUuid } from '../connections/require-uuid'
import {
  deleteViewPreference,
  getViewPreference,
  listViewPreferences,
  upsertViewPreference,
} from '../connections/view-preferences-repository'
import { invariantFound } from '../http/api-error'
import { readBody } from '../http/read-body'

/** Spec §3: get, upsert (create or update), delete by connection, list all of the user's. */
export function viewPreferencesRoutes(deps: AppDeps) {
  const { db } = deps.database
  const requireOwnConnection = async (userId: string, rawId: string | undefined) => {
    const id = requireUuid(rawId)
    invariantFound(await getConnection(db, userId, id), CONNECTION_NOT_FOUND)
    return id
  }
  return new Hono()
    .get('/', async (c) => {
      const user = await requireUser(c, deps)
      return c.json({ preferences: await listViewPreferences(db, user.id) })
    })
    .get('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(user.id, c.req.param('connectionId'))
      return c.json({ preference: await getViewPreference(db, user.id, id) })
    })
    .put('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(user.id, c.req.param('connectionId'))
      const body = await readBody(c, UpsertViewPreferenceSchema)
      return c.json({ preference: await upsertViewPreference(db, user.id, id, body) })
    })
    .delete('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(user.id, c.req.param('connectionId'))
      await deleteViewPreference(db, user.id, id)
      return c.json({ ok: true })
    })
}
