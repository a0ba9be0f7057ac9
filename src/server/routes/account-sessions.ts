import { Hono } from 'hono'
import type { AccountSession } from '#src/contract/account'
import { describeDevice } from '../account/describe-device'
import type { AppDeps } from '../app-deps'
import { notFound, unauthorized } from '../http/api-error'

/**
 * The signed-in devices of the caller, on better-auth's sessions: listed without their tokens,
 * each named by an id, and signed out through better-auth's revokeSession / revokeOtherSessions.
 */
export function accountSessionsRoutes(deps: AppDeps) {
  const current = async (headers: Headers) => {
    const found = await deps.auth.api.getSession({ headers })
    if (!found) throw unauthorized('Not authenticated')
    return found
  }
  const activeSessions = async (userId: string) => {
    const context = await deps.auth.$context
    const sessions = await context.internalAdapter.listSessions(userId)
    return sessions.filter((s) => new Date(s.expiresAt).getTime() > Date.now())
  }

  return new Hono()
    .get('/', async (c) => {
      const me = await current(c.req.raw.headers)
      const sessions: AccountSession[] = (await activeSessions(me.user.id))
        .map((s) => ({
          id: s.id,
          ...describeDevice(s.userAgent),
          lastActiveAt: new Date(s.updatedAt).toISOString(),
          createdAt: new Date(s.createdAt).toISOString(),
          current: s.id === me.session.id,
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
        )
      c.header('Cache-Control', 'no-store')
      return c.json({ sessions })
    })
    .post('/revoke-others', async (c) => {
      const me = await current(c.req.raw.headers)
      const before = (await activeSessions(me.user.id)).length
      await deps.auth.api.revokeOtherSessions({ headers: c.req.raw.headers })
      const after = (await activeSessions(me.user.id)).length
      return c.json({ revoked: before - after })
    })
    .delete('/:id', async (c) => {
      const me = await current(c.req.raw.headers)
      // Only the caller's own sessions are looked in: another user's id is simply not found.
      const target = (await activeSessions(me.user.id)).find((s) => s.id === c.req.param('id'))
      if (!target) throw notFound()
      await deps.auth.api.revokeSession({
        headers: c.req.raw.headers,
        body: { token: target.token },
      })
      return c.json({ revoked: 1 })
    })
}
