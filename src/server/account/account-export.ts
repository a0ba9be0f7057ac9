import { eq } from 'drizzle-orm'
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

/**
 * Everything Cadence holds about one person, read by their id (and their address for the
 * lists joined before sign-up). Secrets stay out: no password hash, no session tokens.
 */
export async function collectAccountData(db: Db, userId: string) {
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
      db.select().from(connectionAnalyses).where(eq(connectionAnalyses.userId, userId)),
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
  return {
    exportedAt: new Date().toISOString(),
    user: profile,
    subscription: subscription[0] ?? null,
    connections: owned,
    analyses,
    viewPreferences: preferences,
    annotations,
    invoices,
    sessions,
    newsletter,
    waitlist: waitlistEntries,
  }
}
