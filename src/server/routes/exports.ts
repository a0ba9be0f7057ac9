import type { Context } from 'hono'
import { Hono } from 'hono'
import { CONNECTION_NOT_FOUND } from '#src/contract/connections'
import { ExportFormatSchema } from '#src/contract/entitlements'
import {
  EXPORT_NO_ANALYSIS,
  ExportQuerySchema,
  ReportRequestSchema,
  type SummaryCard,
} from '#src/contract/exports'
import type { AppDeps } from '../app-deps'
import { requireUser } from '../auth/require-user'
import { exportBuilds } from '../exports/export-builds'
import { attachment, getExportItem, getExportItems } from '../exports/export-items'
import { connectionExportJob, exportLocale } from '../exports/export-job'
import { badRequest, invariantFound, notFound } from '../http/api-error'
import { readBody } from '../http/read-body'
import { requireUuid } from '../http/require-uuid'
import { requireExport } from '../plans/plan-gates'
import { getUserPlan } from '../plans/user-plan'

const FileFormatSchema = ExportFormatSchema.extract(['csv', 'pdf', 'json'])
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
} as const

/** The reader's language for a PDF: the language cookie, else Accept-Language, else English. */
const readerLocale = (c: Context) =>
  exportLocale(c.req.header('Cookie'), c.req.header('Accept-Language'))

function download(c: Context, body: Uint8Array<ArrayBuffer>, type: string, disposition: string) {
  c.header('Content-Type', type)
  c.header('Content-Disposition', disposition)
  c.header('Cache-Control', 'no-store')
  return c.body(body)
}

/** Exports of a connection (mounted under /connections) and custom reports (under /exports). */
export function connectionExportRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/:id/export/card', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const plan = await getUserPlan(db, user.id)
      const item = await getExportItem(db, user.id, id, plan, false)
      requireExport(plan, 'png')
      const { analysis, connection } = invariantFound(item, EXPORT_NO_ANALYSIS)
      // Content-free: the name only when the user ticked the box.
      const card: SummaryCard = {
        name: c.req.query('name') === '1' ? connection.name : null,
        dateRangeStart: analysis.dateRangeStart,
        dateRangeEnd: analysis.dateRangeEnd,
        rhythmScore: analysis.rhythmScore,
        communicationPattern: analysis.communicationPattern,
        totalMessages: analysis.totalMessages,
        initiationRate: analysis.initiationRate,
        avgResponseTime: analysis.avgResponseTime,
        monthly: analysis.analysisData.monthlyActivity.map(({ month, messageCount }) => ({
          month,
          messageCount,
        })),
      }
      return c.json({ card })
    })
    .get('/:id/export/:format', async (c) => {
      const user = await requireUser(c, deps)
      const id = requireUuid(c.req.param('id'))
      const format = FileFormatSchema.safeParse(c.req.param('format'))
      if (!format.success) throw notFound('No such export format')
      const query = ExportQuerySchema.safeParse(c.req.query())
      if (!query.success) throw badRequest('notes must be 0 or 1', 'invalid_query')
      // Reading and building are one of the user's export slots (export-builds.ts).
      return exportBuilds.forUser(user.id, async () => {
        const plan = await getUserPlan(db, user.id)
        const item = await getExportItem(db, user.id, id, plan, query.data.notes === '1')
        if (!item) {
          // Another user's id answers exactly like a missing one, before any plan talk.
          const owned = await getExportItem(db, user.id, id, plan, false)
          throw notFound(owned ? EXPORT_NO_ANALYSIS : CONNECTION_NOT_FOUND)
        }
        requireExport(plan, format.data)
        const job = connectionExportJob(format.data, item, new Date(), readerLocale(c))
        const file = await exportBuilds.build(job)
        const name = attachment(item.connection.name, format.data)
        return download(c, file, CONTENT_TYPES[format.data], name)
      })
    })
}

export function reportRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono().post('/report', async (c) => {
    const user = await requireUser(c, deps)
    const plan = await getUserPlan(db, user.id)
    requireExport(plan, 'report')
    const body = await readBody(c, ReportRequestSchema)
    return exportBuilds.forUser(user.id, async () => {
      const ids = [...new Set(body.connectionIds)]
      const found = await getExportItems(db, user.id, ids, plan, body.includeNotes)
      if (!found) throw notFound(CONNECTION_NOT_FOUND)
      // The worker writes the title in the reader's language (export-job.ts).
      const pdf = await exportBuilds.build({
        format: 'pdf',
        locale: readerLocale(c),
        report: {
          months: { from: body.from, to: body.to },
          sections: body.sections,
          items: found,
          createdAt: new Date().toISOString(),
        },
      })
      return download(c, pdf, CONTENT_TYPES.pdf, attachment('report', 'pdf'))
    })
  })
}
