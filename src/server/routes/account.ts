import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { DeleteAccountSchema, WRONG_PASSWORD } from '../../contract/account'
import type { AppDeps } from '../app-deps'
import { verifyPassword } from '../auth/password-hash'
import { requireUser } from '../auth/require-user'
import { account, newsletterSubscribers, user, waitlist } from '../db/schema'
import { ApiError, notFound } from '../http/api-error'
import { hitRateLimit } from '../http/rate-limit'
import { readBody } from '../http/read-body'
import { collectAccountData } from './account-export'

/** Password checks on deletion, per user: a stolen session cannot guess its way to erasing an account. */
const DELETE_ATTEMPTS = { name: 'account-delete', max: 5, windowMs: 15 * 60_000 }

/** Data rights: take everything with you, or have everything erased. */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/export', async (c) => {
      const me = await requireUser(c, deps)
      const data = await collectAccountData(db, me.id)
      if (!data) throw notFound()
      c.header('Content-Disposition', 'attachment; filename="cadence-my-data.json"')
      c.header('Cache-Control', 'no-store')
      return c.json(data)
    })
    .delete('/', async (c) => {
      const me = await requireUser(c, deps)
      await hitRateLimit(db, DELETE_ATTEMPTS, me.id)
      const { password } = await readBody(c, DeleteAccountSchema)
      const [credential] = await db
        .select({ hash: account.password })
        .from(account)
        .where(and(eq(account.userId, me.id), eq(account.providerId, 'credential')))
      const ok = credential?.hash
        ? await verifyPassword({ hash: credential.hash, password })
        : false
      if (!ok) throw new ApiError(403, 'wrong_password', WRONG_PASSWORD)
      await db.transaction(async (tx) => {
        // Sessions, subscription, connections, analyses, preferences, notes and invoices go with the user row.
        await tx.delete(user).where(eq(user.id, me.id))
        await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, me.email))
        await tx.delete(waitlist).where(eq(waitlist.email, me.email))
      })
      deps.logger.info('account deleted', { userId: me.id })
      const cookies = (await deps.auth.$context).authCookies
      for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken])
        c.header('Set-Cookie', `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, {
          append: true,
        })
      return c.json({ deleted: true as const })
    })
}
