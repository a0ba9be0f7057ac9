import { isLocale, type Locale } from '#src/i18n/locales'

export type SessionUser = {
  id: string
  email: string
  name: string | null
  /** The account's language (its mails are written in it); absent when the answer had none. */
  locale?: Locale
}

export type SessionInfo = {
  id: string
  expiresAt: Date
}

export type SignedIn = { user: SessionUser; session: SessionInfo }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Reads the answer of better-auth's GET /api/auth/get-session. Anything that is
 * not a complete user plus session (null, an error body, a half-broken object)
 * means signed out: docs/product.md §6, signed-in pages need both.
 */
export function parseSessionPayload(payload: unknown): SignedIn | null {
  if (!isRecord(payload)) return null
  const { user, session } = payload
  if (!isRecord(user) || !isRecord(session)) return null
  if (typeof user.id !== 'string' || typeof user.email !== 'string') return null
  if (typeof session.id !== 'string') return null
  const expiresAt = new Date(String(session.expiresAt))
  if (Number.isNaN(expiresAt.getTime())) return null
  const name = typeof user.name === 'string' && user.name.trim() !== '' ? user.name : null
  const locale = isLocale(user.locale) ? { locale: user.locale } : {}
  return {
    user: { id: user.id, email: user.email, name, ...locale },
    session: { id: session.id, expiresAt },
  }
}
