import { lazyPage } from './lazy-page'

// Every page is its own chunk, so the shell stays small (landing page budget: 100 KB gzip).
// The pages that read nothing through the query cache say so: they load without the query library.
export const LandingPage = lazyPage(() => import('#src/web/features/landing/landing-page'), {
  queries: false,
  areas: ['hero'],
})
export const PricingPage = lazyPage(() => import('#src/web/features/pricing/pricing-page'), {
  areas: ['pricing', 'plans'],
})
export const BlogListPage = lazyPage(() => import('#src/web/features/blog/blog-list-page'), {
  areas: ['blog'],
})
export const BlogArticlePage = lazyPage(() => import('#src/web/features/blog/blog-article-page'), {
  areas: ['blog'],
})
export const ConfirmEmailPage = lazyPage(
  () => import('#src/web/features/auth/confirm-email-page'),
  {
    areas: ['auth'],
  },
)
export const ConfirmEmailPaymentPage = lazyPage(
  () => import('#src/web/features/auth/confirm-email-payment-page'),
  { areas: ['auth', 'plans'] },
)
export const LoginPage = lazyPage(() => import('#src/web/features/auth/login-page'), {
  areas: ['auth'],
})
export const SignupPage = lazyPage(() => import('#src/web/features/auth/signup-page'), {
  areas: ['auth', 'plans'],
})
export const ForgotPasswordPage = lazyPage(
  () => import('#src/web/features/auth/forgot-password-page'),
  {
    areas: ['auth'],
  },
)
export const ResetPasswordPage = lazyPage(
  () => import('#src/web/features/auth/reset-password-page'),
  {
    areas: ['auth'],
  },
)
export const CleanerPage = lazyPage(() => import('#src/web/features/cleaner/cleaner-page'), {
  queries: false,
  areas: ['cleaner', 'connections'],
})
export const DashboardPage = lazyPage(() => import('#src/web/features/dashboard/dashboard-page'), {
  areas: ['plans', 'dashboard', 'exports', 'pwa'],
})
export const ComparePage = lazyPage(() => import('#src/web/features/compare/compare-page'), {
  areas: ['plans', 'analysis', 'compare'],
})
export const AccountSettingsPage = lazyPage(
  () => import('#src/web/features/account/account-settings-page'),
  { areas: ['plans', 'auth', 'account', 'exports'] },
)
export const AddConnectionPage = lazyPage(
  () => import('#src/web/features/connections/add-connection-page'),
  { areas: ['plans', 'connections', 'errors'] },
)
export const ConnectionPage = lazyPage(
  () => import('#src/web/features/connections/connection-page'),
  {
    areas: ['analysis', 'connections', 'exports', 'year'],
  },
)
export const YearPage = lazyPage(() => import('#src/web/features/connections/year-page'), {
  // gap: the rhythm type's name on the last slide; connections: the page's states.
  areas: ['year', 'gap', 'connections'],
})
export const ConnectionSettingsPage = lazyPage(
  () => import('#src/web/features/connections/connection-settings-page'),
  { areas: ['analysis', 'connections'] },
)
export const GapAnalysisPage = lazyPage(
  () => import('#src/web/features/gap-analysis/gap-analysis-page'),
  {
    // connections: the relationship type's name in the header.
    areas: ['plans', 'gap', 'analysis', 'connections'],
  },
)
export const SharePage = lazyPage(() => import('#src/web/features/share/share-page'), {
  areas: ['pwa', 'landing', 'analysis', 'connections', 'plans', 'year'],
})
export const NotFoundPage = lazyPage(() => import('#src/web/features/not-found/not-found-page'), {
  queries: false,
})
