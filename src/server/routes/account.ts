import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  AccountLanguageSchema,
  DeleteAccountSchema,
  PROVIDER_UNREACHABLE,
  WRONG_PASSWORD,
} from '#src/contract/account'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '#src/i18n/locales'
import { accountExport } from '../account/account-export'
import { passwordHashOf } from '../account/credential-repository'
import { cancelLiveSubscription, eraseUser, ProviderUnreachable } from '../account/delete-account'
import type { AppDeps } from '../app-deps'
import { verifyPassword } from '../auth/password-hash'
import { requireUser } from '../auth/require-user'
import { user } from '../db/schema'
import { ApiError, notFound } from '../http/api-error'
import { describeError } from '../http/failures'
import { hitRateLimit } from '../http/rate-limit'
import { readBody } from '../http/read-body'

/** Password checks on deletion, per user: a stolen session cannot guess its way to erasing an account. */
const DELETE_ATTEMPTS = { name: 'account-delete', max: 5, windowMs: 15 * 60_000 }

/**
 * Data rights: take everything with you, or have everything erased. And the account's language,
 * which its mails are written in.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database
  return new Hono()
    .get('/export', async (c) => {
      const me = await requireUser(c, deps)
      const body = await accountExport(db, me.id)
      if (!body) throw notFound()
      return c.body(body, 200, {
        'Content-Type': 'application/json',
        'Content-Disposition': 'attachment; filename="cadence-my-data.json"',
        'Cache-Control': 'no-store',
      })
    })
    .put('/language', async (c) => {
      const me = await requireUser(c, deps)
      const { locale } = await readBody(c, AccountLanguageSchema)
      await db.update(user).set({ locale }).where(eq(user.id, me.id))
      // The pages follow too: the same cookie the language switcher sets.
      c.header(
        'Set-Cookie',
        `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`,
      )
      return c.body(null, 204)
    })
    .delete('/', async (c) => {
      const me = await requireUser(c, deps)
      await hitRateLimit(db, DELETE_ATTEMPTS, me.id)
      const { password } = await readBody(c, DeleteAccountSchema)
      const hash = await passwordHashOf(db, me.id)
      const ok = hash ? await verifyPassword({ hash, password }) : false
      if (!ok) throw new ApiError(403, 'wrong_password', WRONG_PASSWORD)
      // A paid subscription ends at the provider first: if it cannot, nothing is deleted.
      let subscription: 'none' | 'cancelled'
      try {
        subscription = await cancelLiveSubscription(db, deps.billing, me.id)
      } catch (error) {
        if (!(error instanceof ProviderUnreachable)) throw error
        deps.logger.warn('account deletion stopped: payment provider unreachable', {
          userId: me.id,
          ...describeError(error),
        })
        throw new ApiError(502, 'provider_unreachable', PROVIDER_UNREACHABLE)
      }
      await eraseUser(db, me)
      deps.logger.info('account deleted', { userId: me.id, subscription })
      const cookies = (await deps.auth.$context).authCookies
      for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken])
        c.header('Set-Cookie', `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, {
          append: true,
        })
      return c.json({ deleted: true as const })
    })
}
