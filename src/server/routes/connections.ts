import { Hono } from 'hono'
import {
  CONNECTION_NOT_FOUND,
  CreateConnectionSchema,
  UpdateConnectionSchema,
} from '#src/contract/connections'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import {
  deleteConnection,
  getConnection,
  listConnections,
  updateConnection,
} from '../connections/connections-repository'
import { invariantFound, notFound } from '../http/api-error'
import { readBody } from '../http/read-body'
import { requireUuid } from '../http/require-uuid'
import { createConnectionWithinPlan } from '../plans/plan-writes'

export function connectionsRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/', async (c) => {
      const user = await requireUser(c, deps)
      return c.json({ connections: await listConnections(db, user.id) })
    })
    .post('/', async (c) => {
      const user = await requireUser(c, deps)
      const body = await readBody(c, CreateConnectionSchema)
      return c.json({ connection: await createConnectionWithinPlan(db, user.id, body) }, 201)
    })
    .get('/:id', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const connection = invariantFound(await getConnection(db, user.id, id), CONNECTION_NOT_FOUND)
      return c.json({ connection })
    })
    .patch('/:id', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const body = await readBody(c, UpdateConnectionSchema)
      const connection = await updateConnection(db, user.id, id, body)
      return c.json({ connection: invariantFound(connection, CONNECTION_NOT_FOUND) })
    })
    .delete('/:id', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      if (!(await deleteConnection(db, user.id, id))) throw notFound(CONNECTION_NOT_FOUND)
      return c.json({ ok: true })
    })
}
