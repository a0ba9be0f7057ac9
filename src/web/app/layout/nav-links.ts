export type NavItem = {
  to: string
  label: string
  isActive: (pathname: string) => boolean
}

function startsWithSegment(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`)
}

export const signedOutNav: NavItem[] = [
  { to: '/welcome', label: 'Home', isActive: (p) => p === '/' || p === '/welcome' },
  { to: '/blog', label: 'Blog', isActive: (p) => startsWithSegment(p, '/blog') },
  { to: '/pricing', label: 'Pricing', isActive: (p) => p === '/pricing' },
]

export const signedInNav: NavItem[] = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    // Spec §2: every path starting /connections highlights Dashboard.
    isActive: (p) => p === '/dashboard' || p.startsWith('/connections'),
  },
  {
    to: '/dashboard/compare',
    label: 'Compare',
    isActive: (p) => startsWithSegment(p, '/dashboard/compare'),
  },
  { to: '/blog', label: 'Blog', isActive: (p) => startsWithSegment(p, '/blog') },
]
