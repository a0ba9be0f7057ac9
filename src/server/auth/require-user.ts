import type { Context } from 'hono'
import type { AppDeps } from '../app-deps'
import { unauthorized } from '../http/api-error'
import { createSessionReader, type SessionUser } from './session-reader'

export type { SessionUser }

const readers = new WeakMap<AppDeps['auth'], ReturnType<typeof createSessionReader>>()

function readerFor(deps: AppDeps) {
  let reader = readers.get(deps.auth)
  if (!reader) {
    reader = createSessionReader(deps.auth, deps.database.db)
    readers.set(deps.auth, reader)
  }
  return reader
}

/** The signed-in user of this request, from the session cookie; null when none. */
export async function getSessionUser(c: Context, deps: AppDeps): Promise<SessionUser | null> {
  // Every request asks the database, so a session ended elsewhere (sign out everywhere, a
  // password reset) stops reading at once; no signed copy of the session is cached in a cookie.
  const headers = c.req.raw.headers
  const quick = await readerFor(deps)(headers)
  if (quick !== undefined) return quick
  const found = await deps.auth.api.getSession({ headers })
  if (!found) return null
  const { id, email, name } = found.user
  return { id, email, name }
}

/** The signed-in user, or a 401 'Not authenticated' (docs/product.md §6). */
export async function requireUser(c: Context, deps: AppDeps): Promise<SessionUser> {
  const user = await getSessionUser(c, deps)
  if (!user) throw unauthorized('Not authenticated')
  return user
}
