import { lazy, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { InstallSlot } from '#src/web/components/pwa/pwa-slots'
import { Button } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'
import { useSession } from '#src/web/lib/use-session'
import { Logo } from './logo'
import { NavLinkList } from './nav-link-list'
import { signedInNav, signedOutNav } from './nav-links'
import { UserAvatar } from './user-avatar'

// The account menu (Radix dropdown and its positioning engine) only loads for signed-in
// visitors, which keeps the landing page's first download small.
const UserMenu = lazy(() => import('./user-menu'))
// The small-screen menu too: it only appears once the session is known, after the page has
// become interactive, so its code loads then rather than with the landing page.
const MobileNav = lazy(() => import('./mobile-nav'))

/** docs/product.md §2 shared navigation: different links signed in and signed out. */
export function SiteHeader() {
  const { user, session, isPending } = useSession()
  const signedIn = user !== null && session !== null
  const { pathname } = useLocation()
  const currentIf = (path: string) => (pathname === path ? 'page' : undefined)
  const { t } = useT()

  return (
    <header className="sticky top-0 z-40 border-border/70 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo to={signedIn ? '/dashboard' : '/'} />
        <nav aria-label={t('common.nav.main')} className="hidden md:block">
          <NavLinkList items={signedIn ? signedInNav : signedOutNav} layout="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <InstallSlot />
          {/* While the session resolves, keep the space but show no buttons that might flip. */}
          {isPending ? (
            <span className="hidden h-9 w-40 md:block" />
          ) : signedIn ? (
            <div className="hidden md:block">
              <Suspense fallback={<UserAvatar name={user.name} email={user.email} />}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button
                asChild
                variant="ghost"
                className="aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-soft-foreground"
              >
                <Link to="/login" aria-current={currentIf('/login')}>
                  {t('common.nav.signIn')}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/signup" aria-current={currentIf('/signup')}>
                  {t('common.nav.signUp')}
                </Link>
              </Button>
            </div>
          )}
          {isPending ? null : (
            <Suspense fallback={<span className="size-10 md:hidden" />}>
              <MobileNav user={signedIn ? user : null} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  )
}
