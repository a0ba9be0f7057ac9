import { Navigate, Outlet, Route, Routes, useParams } from 'react-router'
import { localeOfPrefix } from '#src/i18n/locales'
import { AppLayout } from './layout/app-layout'
import * as Page from './pages'
import { RequireAuth } from './require-auth'

/**
 * The public pages the server renders to HTML (see src/web/ssr); every other route is drawn
 * by the client alone. The key names the page in a route's `handle`.
 */
export type PublicPage =
  | 'landing'
  | 'pricing'
  | 'blog-list'
  | 'blog-article'
  | 'cleaner'
  | 'not-found'

export type RouteHandle = { publicPage?: PublicPage }

const page = (publicPage: PublicPage): RouteHandle => ({ publicPage })

/** The pages that exist in every language: English at `/welcome`, German at `/de/welcome`. */
const localizedPages = (
  <>
    <Route path="welcome" element={<Page.LandingPage />} handle={page('landing')} />
    <Route path="pricing" element={<Page.PricingPage />} handle={page('pricing')} />
    <Route path="blog" element={<Page.BlogListPage />} handle={page('blog-list')} />
    <Route path="blog/:slug" element={<Page.BlogArticlePage />} handle={page('blog-article')} />
    <Route path="cleaner" element={<Page.CleanerPage />} handle={page('cleaner')} />
  </>
)

/** `/{prefix}/…`: a language's public pages; a first segment that is no language's is a 404. */
function LocalePrefix() {
  const { locale = '' } = useParams()
  return localeOfPrefix(locale) ? <Outlet /> : <Page.NotFoundPage />
}

/** docs/product.md §2 route table, also read by the server renderer (matchRoutes) to choose what it renders. */
export const appRouteTree = (
  <Route element={<AppLayout />}>
    <Route index element={<Navigate to="/welcome" replace />} />
    {localizedPages}
    <Route path=":locale" element={<LocalePrefix />}>
      <Route index element={<Navigate to="welcome" replace />} />
      {localizedPages}
    </Route>
    <Route path="confirm-email" element={<Page.ConfirmEmailPage />} />
    <Route path="confirm-email-payment" element={<Page.ConfirmEmailPaymentPage />} />
    <Route path="login" element={<Page.LoginPage />} />
    <Route path="signup" element={<Page.SignupPage />} />
    <Route path="signup/:tier" element={<Page.SignupPage />} />
    <Route path="forgot-password" element={<Page.ForgotPasswordPage />} />
    <Route path="reset-password" element={<Page.ResetPasswordPage />} />
    {/* A chat shared from another app (the manifest's share target), signed in or out. */}
    <Route path="share" element={<Page.SharePage />} />

    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<Page.DashboardPage />} />
      <Route path="dashboard/compare" element={<Page.ComparePage />} />
      <Route path="account-settings" element={<Page.AccountSettingsPage />} />
      <Route path="connections">
        {/* docs/product.md §2: gap analysis without a connection id goes back to the dashboard. */}
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="gap-analysis" element={<Navigate to="/dashboard" replace />} />
        <Route path="add" element={<Page.AddConnectionPage />} />
        <Route path=":connectionId" element={<Page.ConnectionPage />} />
        <Route path=":connectionId/settings" element={<Page.ConnectionSettingsPage />} />
        <Route path=":connectionId/gap-analysis" element={<Page.GapAnalysisPage />} />
        <Route path=":connectionId/year/:year" element={<Page.YearPage />} />
      </Route>
    </Route>

    <Route path="*" element={<Page.NotFoundPage />} handle={page('not-found')} />
  </Route>
)

export function AppRoutes() {
  return <Routes>{appRouteTree}</Routes>
}
