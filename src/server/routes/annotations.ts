import { Hono } from 'hono'
import {
  ANNOTATION_NOT_FOUND,
  CreateAnnotationSchema,
  UpdateAnnotationSchema,
} from '#src/contract/annotations'
import {
  createAnnotation,
  deleteAnnotation,
  listAnnotations,
  updateAnnotation,
} from '../annotations/annotations-repository'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { requireOwnConnection } from '../connections/require-own-connection'
import { invariantFound, notFound } from '../http/api-error'
import { readBody } from '../http/read-body'
import { requireUuid } from '../http/require-uuid'
import { requireMemoryNotes } from '../plans/plan-gates'
import { getUserPlan } from '../plans/user-plan'

/** Mounted under /connections: the memory notes a user keeps on a connection's anomalies. */
export function annotationsRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/:id/annotations', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      return c.json({ annotations: await listAnnotations(db, user.id, id) })
    })
    .post('/:id/annotations', async (c) => {
      const user = await requireUser(c, deps)
      const id = await requireOwnConnection(db, user.id, c.req.param('id'))
      requireMemoryNotes(await getUserPlan(db, user.id))
      const body = await readBody(c, CreateAnnotationSchema)
      return c.json({ annotation: await createAnnotation(db, user.id, id, body) }, 201)
    })
    .patch('/:id/annotations/:annotationId', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const annotationId = requireUuid(c.req.param('annotationId'))
      requireMemoryNotes(await getUserPlan(db, user.id))
      const { content } = await readBody(c, UpdateAnnotationSchema)
      const annotation = await updateAnnotation(db, user.id, id, annotationId, content)
      return c.json({ annotation: invariantFound(annotation, ANNOTATION_NOT_FOUND) })
    })
    .delete('/:id/annotations/:annotationId', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const annotationId = requireUuid(c.req.param('annotationId'))
      if (!(await deleteAnnotation(db, user.id, id, annotationId))) {
        throw notFound(ANNOTATION_NOT_FOUND)
      }
      return c.json({ ok: true as const })
    })
}
