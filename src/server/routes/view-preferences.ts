import { Hono } from 'hono'
import { UpsertViewPreferenceSchema } from '#src/contract/view-preferences'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { requireOwnConnection } from '../connections/require-own-connection'
import {
  deleteViewPreference,
  getViewPreference,
  listViewPreferences,
  upsertViewPreference,
} from '../connections/view-preferences-repository'
import { readBody } from '../http/read-body'

/** docs/product.md §3: get, upsert (create or update), delete by connection, list all of the user's. */
export function viewPreferencesRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/', async (c) => {
      const user = await requireUser(c, deps)
      return c.json({ preferences: await listViewPreferences(db, user.id) })
    })
    .get('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('connectionId'))
      return c.json({ preference: await getViewPreference(db, user.id, id) })
    })
    .put('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('connectionId'))
      const body = await readBody(c, UpsertViewPreferenceSchema)
      return c.json({ preference: await upsertViewPreference(db, user.id, id, body) })
    })
    .delete('/:connectionId', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('connectionId'))
      await deleteViewPreference(db, user.id, id)
      return c.json({ ok: true })
    })
}
