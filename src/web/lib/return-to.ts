/**
 * Router state the protected-route wrapper hands to /login (docs/product.md §2: the
 * redirect carries the original location), so sign-in can go back there.
 */
export type FromState = { from: { pathname: string; search: string; hash: string } }

const AFTER_SIGN_IN = '/dashboard'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Where to go after signing in: the page that asked for sign-in, else the
 * dashboard. Only a path of this app is accepted, so a crafted state cannot
 * send the user to another site.
 */
export function returnToFromState(state: unknown): string {
  if (!isRecord(state) || !isRecord(state.from)) return AFTER_SIGN_IN
  const { pathname, search, hash } = state.from
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return AFTER_SIGN_IN
  }
  if (pathname === '/login' || pathname.startsWith('/signup')) return AFTER_SIGN_IN
  const query = typeof search === 'string' && search.startsWith('?') ? search : ''
  const fragment = typeof hash === 'string' && hash.startsWith('#') ? hash : ''
  return `${pathname}${query}${fragment}`
}
