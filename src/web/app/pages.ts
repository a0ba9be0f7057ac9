import { lazyPage } from './lazy-page'

// Every page is its own chunk, so the shell stays small (landing page budget: 100 KB gzip).
// The pages that read nothing through the query cache say so: they load without the query library.
export const LandingPage = lazyPage(() => import('../features/landing/landing-page'), {
  queries: false,
  areas: ['hero'],
})
export const PricingPage = lazyPage(() => import('../features/pricing/pricing-page'), {
  areas: ['pricing', 'plans'],
})
export const BlogListPage = lazyPage(() => import('../features/blog/blog-list-page'), {
  areas: ['blog'],
})
export const BlogArticlePage = lazyPage(() => import('../features/blog/blog-article-page'), {
  areas: ['blog'],
})
export const ConfirmEmailPage = lazyPage(() => import('../features/auth/confirm-email-page'), {
  areas: ['auth'],
})
export const ConfirmEmailPaymentPage = lazyPage(
  () => import('../features/auth/confirm-email-payment-page'),
  { areas: ['auth', 'plans'] },
)
export const LoginPage = lazyPage(() => import('../features/auth/login-page'), { areas: ['auth'] })
export const SignupPage = lazyPage(() => import('../features/auth/signup-page'), {
  areas: ['auth', 'plans'],
})
export const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'), {
  areas: ['auth'],
})
export const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), {
  areas: ['auth'],
})
export const CleanerPage = lazyPage(() => import('../features/cleaner/cleaner-page'), {
  queries: false,
  areas: ['cleaner', 'connections'],
})
export const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'), {
  areas: ['plans', 'dashboard', 'exports', 'pwa'],
})
export const ComparePage = lazyPage(() => import('../features/compare/compare-page'), {
  areas: ['plans', 'analysis', 'compare'],
})
export const AccountSettingsPage = lazyPage(
  () => import('../features/account/account-settings-page'),
  { areas: ['plans', 'auth', 'account', 'exports'] },
)
export const AddConnectionPage = lazyPage(
  () => import('../features/connections/add-connection-page'),
  { areas: ['plans', 'connections', 'errors'] },
)
export const ConnectionPage = lazyPage(() => import('../features/connections/connection-page'), {
  areas: ['analysis', 'connections', 'exports'],
})
export const ConnectionSettingsPage = lazyPage(
  () => import('../features/connections/connection-settings-page'),
  { areas: ['analysis', 'connections'] },
)
export const GapAnalysisPage = lazyPage(
  () => import('../features/gap-analysis/gap-analysis-page'),
  {
    // connections: the relationship type's name in the header.
    areas: ['plans', 'gap', 'analysis', 'connections'],
  },
)
export const SharePage = lazyPage(() => import('../features/share/share-page'), {
  areas: ['pwa', 'landing', 'analysis', 'connections', 'plans'],
})
export const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), {
  queries: false,
})
