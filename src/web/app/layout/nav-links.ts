import type { MessageId } from '#src/i18n/messages'

export type NavItem = {
  to: string
  label: MessageId
  isActive: (pathname: string) => boolean
}

function startsWithSegment(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}

export const signedOutNav: NavItem[] = [
  { to: '/welcome', label: 'common.nav.home', isActive: (p) => p === '/' || p === '/welcome' },
  { to: '/blog', label: 'common.nav.blog', isActive: (p) => startsWithSegment(p, '/blog') },
  { to: '/pricing', label: 'common.nav.pricing', isActive: (p) => p === '/pricing' },
]

export const signedInNav: NavItem[] = [
  {
    to: '/dashboard',
    label: 'common.nav.dashboard',
    // docs/product.md §2: every path starting /connections highlights Dashboard.
    isActive: (p) => p === '/dashboard' || p.startsWith('/connections'),
  },
  {
    to: '/dashboard/compare',
    label: 'common.nav.compare',
    isActive: (p) => startsWithSegment(p, '/dashboard/compare'),
  },
  { to: '/blog', label: 'common.nav.blog', isActive: (p) => startsWithSegment(p, '/blog') },
]
