import { lazy, Suspense, useRef } from 'react'
import { Outlet, useLocation } from 'react-router'
import { PwaNotices } from '#src/web/components/pwa/pwa-slots'
import { useT } from '#src/web/lib/i18n/use-t'
import { whenNeeded } from '#src/web/lib/when-needed'
import { retryFailedPages } from '../lazy-page'
import { useNotFoundPath } from '../not-found-path'
import { PageFallback } from '../page-fallback'
import { NotFoundPage } from '../pages'
import { RouteErrorBoundary } from '../route-error-boundary'
import { FollowLocale } from './follow-locale'
import { SITE_FOOTER_ID } from './site-footer-id'
import { SiteHeader } from './site-header'
import { useScrollOnNavigate } from './use-scroll-on-navigate'

// The footer is links and a sentence: it comes rendered from the server and its code loads when
// it comes near or on the first interaction (its links work as plain links until then).
const SiteFooter = lazy(() => whenNeeded(SITE_FOOTER_ID).then(() => import('./site-footer')))

export function AppLayout() {
  const { pathname } = useLocation()
  const notFoundPath = useNotFoundPath()
  // Leaving for another address gives pages whose download failed a fresh try. Only a change of
  // address does: the boundary below may be made anew on the same one (a provider mounting
  // above it), and the failure must still show there until 'Try again'.
  const shownPath = useRef(pathname)
  if (shownPath.current !== pathname) {
    shownPath.current = pathname
    retryFailedPages()
  }
  useScrollOnNavigate()
  const { t } = useT()

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
      >
        {t('common.skipToContent')}
      </a>
      <FollowLocale />
      <SiteHeader />
      <PwaNotices />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Keyed by path: leaving a broken page for another one starts with a clean boundary. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            {pathname === notFoundPath ? <NotFoundPage /> : <Outlet />}
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  )
}
