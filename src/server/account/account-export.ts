import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  billingInvoices,
  connectionAnalyses,
  connections,
  connectionViewPreferences,
  newsletterSubscribers,
  session,
  user,
  userAnnotations,
  userSubscriptions,
  waitlist,
} from '../db/schema'

const { analysisData, rhythm, ...analysisScalars } = getTableColumns(connectionAnalyses)

/**
 * One stored analysis as JSON text. Its two large parts come from the database as text and go
 * into the answer as they are: an analysis is never parsed and written out again.
 */
async function analysisJson(db: Db, userId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({
      ...analysisScalars,
      analysisData: sql<string>`${analysisData}::text`,
      rhythm: sql<string | null>`${rhythm}::text`,
    })
    .from(connectionAnalyses)
    .where(and(eq(connectionAnalyses.id, id), eq(connectionAnalyses.userId, userId)))
  if (!row) return null
  const { analysisData: data, rhythm: figures, ...rest } = row
  return `${JSON.stringify(rest).slice(0, -1)},"analysisData":${data},"rhythm":${figures ?? 'null'}}`
}

/**
 * `head` with `analyses` in it, then `tail`, as one JSON object read piece by piece:
 * each analysis is read from the database only when the reader asks for more.
 */
function exportStream(
  db: Db,
  userId: string,
  head: object,
  analyses: readonly { id: string }[],
  tail: object,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let next = -1
  let written = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next === -1) {
        controller.enqueue(encoder.encode(`${JSON.stringify(head).slice(0, -1)},"analyses":[`))
        next = 0
        return
      }
      const item = analyses[next]
      if (item) {
        next++
        // A turn of the event loop first: PGlite answers in microtasks, and a reader that takes
        // each piece at once would otherwise chain every analysis into one long hold.
        await nextTurn()
        // An analysis deleted since the list was read is left out.
        const json = await analysisJson(db, userId, item.id)
        if (json === null) return
        controller.enqueue(encoder.encode(`${written > 0 ? ',' : ''}${json}`))
        written++
        return
      }
      controller.enqueue(encoder.encode(`],${JSON.stringify(tail).slice(1)}`))
      controller.close()
    },
  })
}

/**
 * Everything Cadence holds about one person, read by their id (and their address for the
 * lists joined before sign-up), as a JSON document written out piece by piece: the analyses,
 * which can run to megabytes together, one at a time as the reader takes them, so a large
 * account never holds the server while its export is made. Secrets stay out: no password
 * hash, no session tokens. Null when there is no such user.
 */
export async function accountExport(
  db: Db,
  userId: string,
  now: () => Date = () => new Date(),
): Promise<ReadableStream<Uint8Array> | null> {
  const [profile] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
  if (!profile) return null
  const [subscription, owned, analyses, preferences, annotations, invoices, sessions] =
    await Promise.all([
      db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)),
      db.select().from(connections).where(eq(connections.userId, userId)),
      db
        .select({ id: connectionAnalyses.id })
        .from(connectionAnalyses)
        .where(eq(connectionAnalyses.userId, userId))
        .orderBy(asc(connectionAnalyses.createdAt), asc(connectionAnalyses.id)),
      db
        .select()
        .from(connectionViewPreferences)
        .where(eq(connectionViewPreferences.userId, userId)),
      db.select().from(userAnnotations).where(eq(userAnnotations.userId, userId)),
      db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId)),
      db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId)),
    ])
  const [newsletter, waitlistEntries] = await Promise.all([
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, profile.email)),
    db.select().from(waitlist).where(eq(waitlist.email, profile.email)),
  ])
  const head = {
    exportedAt: now().toISOString(),
    user: profile,
    subscription: subscription[0] ?? null,
    connections: owned,
  }
  const tail = {
    viewPreferences: preferences,
    annotations,
    invoices,
    sessions,
    newsletter,
    waitlist: waitlistEntries,
  }
  return exportStream(db, userId, head, analyses, tail)
}
